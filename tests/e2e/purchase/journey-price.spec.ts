/**
 * Issue 13 items 7 and 8: a parent sees a price before 立即投保. Every detail page's buy bar shows
 * the starting premium ("¥xx 起"), which is the lowest premium the gateway's calpremiums answers for
 * the product's plans; a plan tab shows that plan's price; with several plans, 方案对比 opens a
 * comparison table that fits the phone.
 */
import { expect, test, type Page } from '@playwright/test';

/** What the phone shows (the buy bar and the comparison sheet are fixed to the viewport). */
const screen = (page: Page, name: string) => page.screenshot({ path: `test-results/purchase/${name}.png` });

/** The gateway's premium for one plan and factor choice (one copy, one insured person). */
async function gatewayPremium(
  page: Page,
  productCode: string,
  programCode: string,
  riskCodes: string[],
  factors: Record<string, string>,
): Promise<number> {
  const response = await page.request.post('/_gw/prod-svc/calpremiums', {
    data: [
      {
        buyCopies: 1,
        channelNo: 'edu',
        factorInfos: Object.entries(factors).map(([factorCode, factorValue]) => ({
          factorCode,
          factorValue,
        })),
        insuranceVOS: [{ count: 1, programCode, riskBeans: riskCodes.map((riskCode) => ({ riskCode })) }],
        productCode,
        renewalStatus: 1,
      },
    ],
  });
  const body = (await response.json()) as { code: string; data: { totalPremium: number } };
  expect(body.code).toBe('0000');
  return body.data.totalPremium;
}

test('the detail page shows the starting premium, the plan tab its price, and a comparison that fits a phone', async ({
  page,
}) => {
  await page.goto('/#/jiningDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  // The cheapest of the two plans, as the gateway prices them.
  const basic = await gatewayPremium(page, '19PR979745', 'JN979745-A', ['2724'], { insurePeriod: '1' });
  const growth = await gatewayPremium(page, '19PR979745', 'JN979745-B', ['2724', '2735'], {
    insurePeriod: '1',
  });
  expect(basic).toBeLessThan(growth);
  await expect(page.getByTestId('starting-premium')).toHaveText(`¥${basic.toFixed(2)} 起`);
  await expect(page.getByRole('button', { name: '立即投保' })).toBeVisible();
  await screen(page, 'price-01-detail');

  const plans = page.getByTestId('section-planList');
  await plans.getByRole('tab', { name: '成长版' }).click();
  await expect(plans.getByTestId('plan-price')).toHaveText(`¥${growth.toFixed(2)}`);
  await plans.getByRole('tab', { name: '基础版' }).click();
  await expect(plans.getByTestId('plan-price')).toHaveText(`¥${basic.toFixed(2)}`);

  await plans.getByRole('button', { name: /方案对比/ }).click();
  const table = page.getByTestId('plan-comparison');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['保障责任', '基础版', '成长版']);
  const premiumRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '保费' }) });
  await expect(premiumRow.getByRole('cell')).toHaveText([`¥${basic.toFixed(2)}`, `¥${growth.toFixed(2)}`]);
  // A duty only the growth plan covers is marked as not included in the basic column.
  await expect(table.getByRole('row').filter({ hasText: '重大疾病保险金' }).getByRole('cell')).toHaveText([
    '不含',
    '10万',
  ]);
  // Fits the 390 px phone: no column runs off the screen.
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await screen(page, 'price-02-compare');
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(table).toBeHidden();
});

test('a product whose premium depends on the child’s age starts at its cheapest age band', async ({
  page,
}) => {
  await page.goto('/#/sunChildDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  const bands = ['0-6', '7-12', '13-17'];
  const answers = await Promise.all(
    bands.map((band) =>
      gatewayPremium(page, '21PR560274', 'SC560274-A', ['5601'], { insurePeriod: '1', ageBand: band }),
    ),
  );
  await expect(page.getByTestId('starting-premium')).toHaveText(`¥${Math.min(...answers).toFixed(2)} 起`);
  await screen(page, 'price-03-age-band');
});

test('a school-paid product says the parent pays nothing', async ({ page }) => {
  await page.goto('/#/xinXueDaoDetails');
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  await expect(page.getByTestId('starting-premium')).toHaveText('无需缴费');
});

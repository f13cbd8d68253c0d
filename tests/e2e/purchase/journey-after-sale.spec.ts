/**
 * Journeys 5-7: renewal from /insurerenew for a 'go renew' code and a 'buy again' code; a rating
 * submitted from a policy page; a draft saved, the page reloaded, the draft resumed from /zancunList.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillField, loginFromChooser, openInsure, pick, shot } from './helpers';

async function login(page: Page): Promise<void> {
  await page.goto('/#/myIndex');
  await expect(page).toHaveURL(/passport\/login/);
  await loginFromChooser(page);
}

test('renewal: a go-renew code and a buy-again code each lead to the insure page', async ({ page }) => {
  await login(page);
  await page.goto('/#/insurerenew?productCode=19PR799624');
  await expect(page.getByTestId('renewal-screen')).toBeVisible();
  await shot(page, '20-renewal-go-renew');
  await page.getByRole('button', { name: '去续保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page).toHaveURL(/productCode=19PR799624/);

  await page.goto('/#/insurerenew?productCode=19PR979745');
  await expect(page.getByRole('button', { name: '再次购买' })).toBeVisible();
  await shot(page, '21-renewal-buy-again');
  await page.getByRole('button', { name: '再次购买' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();

  // A code without a renewal view shows nothing.
  await page.goto('/#/insurerenew?productCode=99PR000000');
  await expect(page.getByTestId('renewal-screen')).toHaveCount(0);
});

test('a rating submitted from a policy page', async ({ page }) => {
  await login(page);
  await page.goto('/#/policyList');
  // The in-force tab: other journeys add orders to the same account, which push it off page one of 全部.
  const inForceTab = page.getByRole('tab', { name: '保障中' });
  await inForceTab.click();
  // Its list, not the 全部 list still on show while the tab's navigation commits.
  await expect(inForceTab).toHaveAttribute('aria-selected', 'true');
  const inForce = page.getByRole('link').filter({ hasText: /保障中|已过期/ });
  await expect(inForce.first()).toBeVisible();
  const hrefs = await inForce.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  let refusals = 0;
  let ratable = 0;
  for (const href of hrefs) {
    await page.goto(`/${href}`);
    // This order's page (its code shown) draws its actions with it: whether it offers 评价 is known now.
    const orderCode = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('orderCode') ?? '';
    await expect(page.getByTestId('policy-detail')).toContainText(orderCode);
    const rate = page.getByRole('button', { name: '评价', exact: true });
    if ((await rate.count()) === 0) continue;
    ratable += 1;
    await rate.click();
    const popup = page.getByTestId('rating-popup');
    await expect(popup.getByText('保险评价')).toBeVisible();
    await expect(popup.getByText('满意请给五星好评')).toBeVisible();
    await expect(popup.getByText('正在获取数据...')).toBeHidden();
    await popup.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('请全部评分')).toBeVisible();
    for (const group of await popup.getByRole('radiogroup').all())
      await group.getByRole('radio').last().click();
    await shot(page, '22-rating-filled');
    const submitted = page.waitForResponse((response) => /comment\/submit/.test(response.url()));
    await popup.getByRole('button', { name: '提交评价' }).click();
    const body = (await (await submitted).json()) as { code: string; msg: string };
    if (body.code === '0000') {
      await expect(page.getByText('评价成功')).toBeVisible();
      await expect(popup).toBeHidden();
      return;
    }
    // Already rated: the server's message shows and the popup stays open for the buyer.
    await expect(page.getByText(body.msg)).toBeVisible();
    await expect(popup).toBeVisible();
    refusals += 1;
  }
  expect(ratable, 'some in-force policy offers a rating').toBeGreaterThan(0);
  // The seed leaves the in-force policy unrated, so one rating must have been accepted above.
  expect(refusals, `every rateable policy was refused (${refusals} with the server message)`).toBeLessThan(
    ratable,
  );
});

test('a draft saved, the page reloaded, the draft resumed from /zancunList', async ({ page }) => {
  await openInsure(page, '19PR979745');
  await fillField(page, '投保人信息', '投保人姓名', '暂存测试');
  await fillField(page, '被保险人1', '学生姓名', '周小存');
  await pick(page, '被保险人1', '年级', '四年级');
  await page.getByRole('button', { name: '暂存' }).click();
  await expect(page.getByText('暂存成功')).toBeVisible();

  // The form survives a reload of the page itself.
  await page.reload();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '被保险人1' }).getByRole('textbox', { name: '学生姓名' }),
  ).toHaveValue('周小存');
  await expect(
    page.getByRole('region', { name: '被保险人1' }).getByRole('button', { name: '年级', exact: true }),
  ).toContainText('四年级');

  await page.goto('/#/zancunList');
  await expect(page.getByRole('heading', { name: '济宁市学生成长保障计划' }).first()).toBeVisible();
  await shot(page, '23-zancun-list');
  await page.getByRole('button', { name: '继续投保' }).first().click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '投保人姓名' }),
  ).toHaveValue('暂存测试');
  await expect(
    page.getByRole('region', { name: '被保险人1' }).getByRole('button', { name: '年级', exact: true }),
  ).toContainText('四年级');
  await shot(page, '24-draft-resumed');
});

/**
 * Issue 13 item 12: a product whose manifest sells several copies (阳光少儿重大疾病保险, up to 3)
 * shows a 购买份数 stepper; the guarantees are shown × copies (spec §5), the premium follows and is
 * the gateway's calpremiums answer for those copies; the confirm page shows the copies, the duties ×
 * copies and that premium, and the gateway accepts the order at that price.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PARENT, fillField, idNumber, openInsure, pick, runSequence, toConfirm } from './helpers';

const PRODUCT = '21PR560274';

/** The premium calpremiums answers for plan A of the product for `copies` copies and the default age band. */
async function gatewayPremium(page: Page, copies: number, ageBand: string): Promise<number> {
  const response = await page.request.post('/_gw/prod-svc/calpremiums', {
    data: [
      {
        buyCopies: copies,
        channelNo: 'edu',
        factorInfos: [
          { factorCode: 'insurePeriod', factorValue: '1' },
          { factorCode: 'ageBand', factorValue: ageBand },
        ],
        insuranceVOS: [{ count: 1, programCode: 'SC560274-A', riskBeans: [{ riskCode: '5601' }] }],
        productCode: PRODUCT,
        renewalStatus: 1,
      },
    ],
  });
  const body = (await response.json()) as { code: string; data: { totalPremium: number } };
  expect(body.code).toBe('0000');
  return body.data.totalPremium;
}

const yuan = (value: number) => `¥${value.toFixed(2)}`;

test('buy three copies: stepper, guarantees × 3, the gateway’s premium on insure, confirm and the order', async ({
  page,
}) => {
  await openInsure(page, PRODUCT);
  await page.getByRole('radio', { name: /10万保额/ }).click();
  // The age band follows from the child (born 2016: 7-12周岁), shown read-only (issue 12 item 7).
  await fillField(page, '投保人信息', '投保人姓名', '张丽');
  await fillField(page, '投保人信息', '证件号码', idNumber('370811', '19860512', '026'));
  await fillField(page, '投保人信息', '手机号码', DEMO_PARENT.phone);
  await pick(page, '被保险人1', '与投保人关系', '子女');
  await fillField(page, '被保险人1', '被保险人姓名', '李小明');
  await fillField(page, '被保险人1', '证件号码', idNumber('370811', '20160315', runSequence(5)));
  await expect(page.getByText('7-12周岁', { exact: true })).toBeVisible();

  const copies = page.getByRole('group', { name: '购买份数' });
  await expect(copies).toBeVisible();
  await expect(copies.getByRole('spinbutton')).toHaveValue('1');
  const guarantees = page.getByTestId('insure-guarantees');
  await expect(guarantees.getByRole('row').filter({ hasText: '重大疾病保险金' })).toContainText('10万');
  const one = await gatewayPremium(page, 1, '7-12');
  await expect(page.getByTestId('premium')).toHaveText(yuan(one));

  await copies.getByRole('button', { name: '增加' }).click();
  await copies.getByRole('button', { name: '增加' }).click();
  await expect(copies.getByRole('spinbutton')).toHaveValue('3');
  // The manifest's limit: no fourth copy.
  await expect(copies.getByRole('button', { name: '增加' })).toBeDisabled();
  await expect(guarantees.getByRole('row').filter({ hasText: '重大疾病保险金' })).toContainText('30万');
  await expect(guarantees.getByRole('row').filter({ hasText: '轻症疾病保险金' })).toContainText('6万');
  await expect(guarantees).toContainText('3份合计');
  const three = await gatewayPremium(page, 3, '7-12');
  expect(three).toBeCloseTo(one * 3, 2);
  await expect(page.getByTestId('premium')).toHaveText(yuan(three));
  await page.screenshot({ path: 'test-results/purchase/copies-01-insure.png' });

  await toConfirm(page);

  await expect(page.getByTestId('confirm-copies')).toHaveText('3份');
  const confirmed = page.getByTestId('confirm-guarantees');
  await expect(confirmed.getByRole('row').filter({ hasText: '重大疾病保险金' })).toContainText('30万');
  await expect(page.getByTestId('confirm-total')).toHaveText(yuan(three));
  await page.screenshot({ path: 'test-results/purchase/copies-02-confirm.png', fullPage: true });

  // The gateway prices the application itself: the order goes through at three copies' premium.
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(page.getByText('投保信息填写成功，请及时支付')).toBeVisible();
  await expect(page.getByTestId('payment-result')).toBeVisible();
});

/**
 * Issue 13 items 2, 6 and 10: every payment route tells the buyer what happened. A failed or
 * cancelled cashier visit is 支付失败 / 已取消支付 with 重新支付 (never 支付成功 with 待支付 in the
 * body); the result page says what was bought and by when to pay; after paying, the browser's back
 * button reaches a cashier that says the payment is done and leads back.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillHolderAndChild, idNumber, openInsure, runSequence, shot, toConfirm } from './helpers';

const PRODUCT = '19PR979745';

async function toCashier(page: Page, button: '立即支付' | '重新支付'): Promise<void> {
  await page.getByTestId('payment-result').getByRole('button', { name: button }).click();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
}

async function expectOutcome(page: Page, outcome: string, title: string): Promise<void> {
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-outcome', outcome);
  await expect(result.getByText(title, { exact: true })).toBeVisible();
  // The nav bar never claims a success the body does not.
  if (outcome !== 'paid') await expect(page.getByRole('heading', { name: '支付成功' })).toHaveCount(0);
}

test('a failed, then a cancelled payment have their own state and a retry; paying then succeeds and back says so', async ({
  page,
}) => {
  await openInsure(page, PRODUCT);
  await fillHolderAndChild(page, { id: idNumber('370811', '20160420', runSequence(11)), name: '赵小雨' });
  await toConfirm(page);
  await page.getByRole('button', { name: '确认投保' }).click();

  // /payoff: what was bought, the amount and the deadline.
  await expectOutcome(page, 'unpaid', '待支付');
  const facts = page.getByTestId('order-facts');
  await expect(facts.getByTestId('fact-product')).toHaveText('济宁市学生成长保障计划');
  await expect(facts.getByTestId('fact-plan')).toHaveText('成长版');
  await expect(facts.getByTestId('fact-insured')).toHaveText('赵小雨');
  await expect(facts.getByTestId('fact-period')).toHaveText(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);
  await expect(facts.getByTestId('fact-amount')).toHaveText('¥150.00');
  await expect(facts.getByTestId('fact-deadline')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await shot(page, '30-payoff-unpaid');

  await toCashier(page, '立即支付');
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expectOutcome(page, 'failed', '支付失败');
  await expect(page.getByTestId('fact-deadline')).toBeVisible();
  await shot(page, '31-pay-failed');

  await toCashier(page, '重新支付');
  await page.getByRole('button', { name: '取消支付' }).click();
  await expectOutcome(page, 'cancelled', '已取消支付');
  await shot(page, '32-pay-cancelled');

  await toCashier(page, '重新支付');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expectOutcome(page, 'paid', '支付成功');
  await expect(page.getByTestId('fact-insured')).toHaveText('赵小雨');
  await expect(page.getByTestId('fact-deadline')).toHaveCount(0);
  await shot(page, '33-pay-success');

  // Back from the result reaches the cashier: it says the payment is done and leads back.
  await page.goBack();
  await expect(page.getByText('本次支付已完成，无需重复支付')).toBeVisible();
  await expect(page.getByText('订单当前不可支付')).toHaveCount(0);
  await shot(page, '34-cashier-after-paying');
  await page.getByRole('link', { name: '返回商户' }).click();
  await expectOutcome(page, 'paid', '支付成功');
});

test('出单失败 says the premium is refunded and offers to apply again (result page and policy detail)', async ({
  page,
}) => {
  await openInsure(page, PRODUCT);
  await page.goto('/#/policyList');
  await page.getByRole('tab', { name: '出单失败' }).click();
  const refused = page.locator('a[href*="policyDetailIssueFail"]').first();
  await expect(refused).toBeVisible();
  await refused.click();
  const detail = page.getByTestId('policy-detail');
  await expect(detail).toHaveAttribute('data-status', '04');
  await expect(page.getByTestId('issue-fail-note')).toHaveText(
    '保险公司未能出具保单。如仍需保障，请重新投保。',
  );
  await expect(detail.getByText('已原路退款')).toBeVisible();
  await shot(page, '35-issue-fail-detail');

  // The same order on the payment result page.
  const orderCode = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderCode') ?? '';
  await page.goto(`/#/paySuccess?orderCode=${orderCode}`);
  await expectOutcome(page, 'issueFailed', '出单失败');
  await expect(page.getByTestId('refund-status')).toHaveText('退款状态：已支付的保费已原路退回。');
  await expect(page.getByTestId('fact-product')).not.toBeEmpty();
  await expect(page.getByTestId('fact-insured')).not.toBeEmpty();
  await shot(page, '36-issue-fail-result');

  await page.goto(`/#/policyDetailIssueFail?orderCode=${orderCode}`);
  await page.getByRole('button', { name: '重新投保' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
});

test('a school-paid policy does not ask the parent to pay: 投保成功, no 请及时支付, no amount due', async ({
  page,
}) => {
  await openInsure(page, '20PR768517');
  await fillHolderAndChild(page, { id: idNumber('370811', '20151108', runSequence(12)), name: '孙小禾' });
  await toConfirm(page);
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect(page.getByText('投保成功，本保单无需支付保费')).toBeVisible();
  await expect(page.getByText('请及时支付')).toHaveCount(0);
  await expectOutcome(page, 'free', '投保成功');
  await expect(page.getByText('本保单无需您支付保费，保单将在出单后生效。')).toBeVisible();
  await expect(page.getByTestId('fact-insured')).toHaveText('孙小禾');
  await expect(page.getByTestId('fact-deadline')).toHaveCount(0);
  await expect(page.getByTestId('fact-amount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /支付/ })).toHaveCount(0);
  await shot(page, '37-free-policy');
});

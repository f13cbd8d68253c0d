/**
 * Issue 13 item 1: the insure page asks the gateway for the premium once per change of an input
 * that affects the price (plan, factor, period, insured count) and never because the page
 * re-rendered. An idle page sends nothing; each change sends one calpremiums request; the figure
 * on screen is the answer to the latest change.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillField, fillHolderAndChild, idNumber, openInsure, runSequence, shot } from './helpers';

const CALPREMIUMS = /\/calpremiums/;

/** Counts calpremiums requests from now on. */
function countPremiumRequests(page: Page): { readonly value: number; reset(): void } {
  let value = 0;
  page.on('request', (request) => {
    if (CALPREMIUMS.test(request.url())) value += 1;
  });
  return {
    get value() {
      return value;
    },
    reset() {
      value = 0;
    },
  };
}

/**
 * An idle minute: the page clock jumps a minute ahead (every timer due in it fires, so a polling or
 * re-arming debounce would show), then the page sits for a real 3 s. The loop this guards against
 * is driven by gateway answers, not timers, and ran at 10–28 requests a second, so 3 s of real time
 * would show dozens; a fixed page shows none.
 */
async function idleMinute(page: Page): Promise<void> {
  await page.clock.fastForward('01:00');
  await page.waitForTimeout(3_000);
}

/** Logs a count so a run's output records it (the closing note quotes them). */
function report(what: string, count: number): void {
  console.log(`[calpremiums] ${what}: ${count}`);
}

/** Waits until the change's request has been answered and the figure shows it. */
async function expectPremium(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('premium')).toHaveText(text);
  await expect(page.getByTestId('premium')).not.toHaveAttribute('aria-busy', 'true');
}

test('an idle insure page asks for no premium; each price change asks once (plan, period, insured count)', async ({
  page,
}) => {
  await page.clock.install();
  const requests = countPremiumRequests(page);
  await openInsure(page, '21PR560391');
  // The first figure for the default plan (安全伞, 1 year).
  await expectPremium(page, '¥128.00');

  requests.reset();
  await idleMinute(page);
  report('calpremiums requests on an idle page', requests.value);
  expect.soft(requests.value, 'calpremiums requests on an idle page').toBe(0);

  requests.reset();
  await page.getByRole('radio', { name: /安全伞Plus/ }).click();
  await expectPremium(page, '¥218.00');
  report('requests for a plan change', requests.value);
  expect.soft(requests.value, 'requests for a plan change').toBe(1);

  requests.reset();
  await page.getByTestId('plan-panel').getByText('3年', { exact: true }).click();
  await expectPremium(page, '¥588.00');
  report('requests for a period change', requests.value);
  expect.soft(requests.value, 'requests for a period change').toBe(1);

  requests.reset();
  await page.getByRole('button', { name: '添加被保险人' }).click();
  await expectPremium(page, '¥1176.00');
  report('requests for one more insured', requests.value);
  expect.soft(requests.value, 'requests for one more insured').toBe(1);

  requests.reset();
  await idleMinute(page);
  report('calpremiums requests on an idle page after changes', requests.value);
  expect.soft(requests.value, 'calpremiums requests on an idle page after changes').toBe(0);
  await shot(page, '20-premium-after-changes');
});

test('a derived factor change (the age band, from the child’s ID number) asks once, and typing in the form asks nothing', async ({
  page,
}) => {
  await page.clock.install();
  const requests = countPremiumRequests(page);
  await openInsure(page, '19PR352395');
  await expect(page.getByTestId('premium')).toHaveText(/¥\d+\.\d{2}/);
  // The figure shows before the page's own first request has gone (it is debounced): counting starts once it has answered.
  await expect(page.getByTestId('premium')).not.toHaveAttribute('aria-busy', 'true');
  const first = await page.getByTestId('premium').textContent();

  requests.reset();
  // This product's age band follows from the child (issue 12 item 7): entering a 10-year-old's ID number changes it once.
  await fillField(page, '被保险人1', '证件号码', idNumber('370811', '20160315', runSequence(7)));
  await expect(page.getByTestId('plan-panel').getByText('7-12周岁', { exact: true })).toBeVisible();
  await expect(page.getByTestId('premium')).not.toHaveText(first ?? '');
  await expect(page.getByTestId('premium')).not.toHaveAttribute('aria-busy', 'true');
  report('requests for a factor change', requests.value);
  expect.soft(requests.value, 'requests for a factor change').toBe(1);

  requests.reset();
  await page
    .getByRole('region', { name: '投保人信息' })
    .getByRole('textbox')
    .first()
    .pressSequentially('张丽');
  await idleMinute(page);
  report('requests while typing a name', requests.value);
  expect.soft(requests.value, 'requests while typing a name').toBe(0);
});

test('coming back to the form (from a clause, to a plan priced before) asks for no premium it was just told', async ({
  page,
}) => {
  await page.clock.install();
  const requests = countPremiumRequests(page);
  await openInsure(page, '21PR560391');
  await expectPremium(page, '¥128.00');
  await page.getByRole('radio', { name: /安全伞Plus/ }).click();
  await expectPremium(page, '¥218.00');

  // The clause viewer is a page of its own: the form is drawn afresh when the buyer comes back.
  requests.reset();
  await page.getByTestId('protocol-checklist').locator('.adm-list-item').first().click();
  await expect(page.getByTestId('protocol-screen')).toBeVisible();
  await page.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expectPremium(page, '¥218.00');
  await idleMinute(page);
  report('requests after coming back from a clause', requests.value);
  expect.soft(requests.value, 'requests after coming back from a clause').toBe(0);

  // Back to the plan priced a moment ago: its price is known.
  requests.reset();
  await page.getByRole('radio', { name: /安全伞(?!Plus)/ }).click();
  await expectPremium(page, '¥128.00');
  await idleMinute(page);
  report('requests for a plan priced before', requests.value);
  expect.soft(requests.value, 'requests for a plan priced before').toBe(0);
});

test('a premium that could not be asked for is asked again when the buyer taps “下一步”, who then goes on', async ({
  page,
}) => {
  await openInsure(page, '19PR979745');
  await expectPremium(page, '¥150.00');
  // The page opens afresh with the connection dropping its first premium request.
  await page.route(CALPREMIUMS, (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.reload();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expectPremium(page, '暂无法计算');

  const requests = countPremiumRequests(page);
  await fillHolderAndChild(page);
  expect(requests.value, 'requests while filling the form').toBe(0);
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('confirm-screen')).toBeVisible();
  report('requests for the tap after a failed premium', requests.value);
  expect(requests.value, 'requests for the tap after a failed premium').toBe(1);
  await expect(page.getByTestId('confirm-screen')).toContainText('150.00');
  await shot(page, '21-premium-asked-again');
});

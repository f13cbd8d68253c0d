/**
 * One sale, one serial (docs/sales-record.md): a visitor's page asks for no serial, downloads no
 * recorder and sends no tracking record (op-log takes writes under a serial from the buyer it was
 * issued to only; a visitor's were all refused, and kept being refused under the same serial after
 * the login), and once logged in the sale's tracking records and the order are filed under the one
 * serial issued to the buyer, each record once (they were sent again under the order's own serial
 * at the end).
 */
import { expect, test, type Page } from '@playwright/test';
import { fillField, fillHolderAndChild, loginFromChooser, shot } from './helpers';

const PRODUCT = '19PR979745';

interface Sent {
  serialNo: string;
  opNode: string;
  opDetail: string;
}

/** The op-log tracking records the page sends, and every op-log call the gateway refuses. */
function watchTracking(page: Page): {
  sent: Sent[];
  refused: string[];
  orderSerials: string[];
  serialsAsked: number;
  recorderLoaded: boolean;
} {
  const watched = {
    sent: [] as Sent[],
    refused: [] as string[],
    orderSerials: [] as string[],
    serialsAsked: 0,
    recorderLoaded: false,
  };
  page.on('request', (request) => {
    if (/\/idg-svc\/api\/v1\/idg3/.test(request.url())) watched.serialsAsked += 1;
    // rrweb's recorder (@rrweb/record, its own chunk): a page that records nothing does not download it.
    if (/\/assets\/record-[^/]*\.js/.test(request.url())) watched.recorderLoaded = true;
    if (/\/op-log\/api\/v1\/op\/ins/.test(request.url())) watched.sent.push(request.postDataJSON() as Sent);
    const serial = /"idempotentSerialNo":"([^"]*)"/.exec(request.postData() ?? '');
    if (/\/submitOrder/.test(request.url()) && serial) watched.orderSerials.push(serial[1] ?? '');
  });
  page.on('response', (response) => {
    if (/\/op-log\//.test(response.url()) && response.status() >= 400)
      watched.refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return watched;
}

test('a visitor’s page sends no tracking; the buyer’s sale files each record once, under the order’s serial', async ({
  page,
}) => {
  const tracking = watchTracking(page);
  await page.clock.install();
  await page.goto(`/#/insure?productCode=${PRODUCT}`);
  await expect(page.getByTestId('visitor-login-bar')).toBeVisible();
  await fillField(page, '投保人信息', '投保人姓名', '访客张');
  await expect(page.getByTestId('premium')).toHaveText('¥150.00');
  // The page settles (the recording would start then): every timer due in a minute fires, and a real second passes.
  await page.clock.fastForward('01:00');
  await page.waitForTimeout(1_000);
  expect(tracking.sent, 'tracking records a visitor’s page sent').toEqual([]);
  expect(tracking.serialsAsked, 'serials a visitor’s page asked for').toBe(0);
  expect(tracking.recorderLoaded, 'a visitor’s page downloaded the recorder').toBe(false);

  await page.getByTestId('visitor-login-bar').getByRole('link', { name: '去登录' }).click();
  await loginFromChooser(page);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await fillHolderAndChild(page);
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('confirm-screen')).toBeVisible();
  const submit = page.getByRole('button', { name: '确认投保' });
  await page.getByText('本人确认以上投保信息真实有效').click();
  await page.clock.fastForward('00:03');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId('payment-result')).toBeVisible();
  // The sale ends with the order: its last record says so.
  await expect.poll(() => tracking.sent.map((r) => r.opNode)).toContain('submitted');
  await shot(page, '23-sale-one-serial');

  const serials = [...new Set(tracking.sent.map((r) => r.serialNo))];
  console.log(`[tracking] ${tracking.sent.length} records: ${tracking.sent.map((r) => r.opNode).join(', ')}`);
  expect(tracking.refused, 'op-log calls the gateway refused').toEqual([]);
  expect(serials, 'the serials the sale’s records were filed under').toHaveLength(1);
  expect(tracking.serialsAsked, 'serials the sale asked for').toBe(1);
  expect(tracking.recorderLoaded, 'the buyer’s sale was recorded').toBe(true);
  expect(tracking.orderSerials, 'the order’s idempotentSerialNo').toEqual(serials);
  const records = tracking.sent.map((r) => JSON.stringify(r));
  expect(records.length, 'no record sent twice').toBe(new Set(records).size);
});

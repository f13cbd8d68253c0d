import { expect, test } from '@playwright/test';
import {
  gatewayCall,
  loggedInPage,
  requireGrowthGateway,
  PARENT,
  shot,
  STAFF,
  submitSampleOrder,
} from './support';

requireGrowthGateway();

const JINING = { code: '19PR979745', path: '/jiningDetails' };

/**
 * Issue 6 journey 3: a purchase is recorded — the recording and the trail are stored with the order
 * and replay on the staff replay page, showing the insure screen as the buyer saw it.
 */
test('a sale is recorded on the insure screen and replays for staff', async ({ browser, baseURL }) => {
  const buyer = await loggedInPage(browser, baseURL!, PARENT);
  await buyer.goto(`/#${JINING.path}`);
  await buyer.getByRole('button', { name: '立即投保' }).click();
  await expect(buyer.getByRole('region', { name: '投保人信息' })).toBeVisible();
  // What the buyer does on the insure screen is what staff will see.
  await buyer.getByRole('radio', { name: '基础版' }).click();
  await buyer
    .getByRole('region', { name: '投保人信息' })
    .getByRole('textbox', { name: '投保人姓名' })
    .fill(PARENT.name);
  await buyer
    .getByRole('region', { name: '投保人信息' })
    .getByRole('textbox', { name: '手机号码' })
    .fill(PARENT.phone);
  await expect(
    buyer.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '手机号码' }),
  ).toHaveValue(PARENT.phone);
  await shot(buyer, 'replay-1-buyer-insure');

  // The order is submitted with the buyer's own session; the flow ends on the payment result page.
  const order = await submitSampleOrder(buyer, JINING.code);
  await buyer.goto(
    `/#/paySuccess?orderCode=${order.orderCode}&productCode=${JINING.code}&applicationFormCode=${order.applicationFormCode}`,
  );

  const staff = await loggedInPage(browser, baseURL!, STAFF);
  await expect
    .poll(
      async () =>
        (
          await gatewayCall<{ recordings: unknown[] }>(
            staff,
            'GET',
            `/growth/sales-records/${order.orderCode}`,
          )
        ).data?.recordings.length ?? 0,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);

  await staff.goto(`/#/salesReplay?orderCode=${order.orderCode}`);
  await expect(staff.getByTestId('replay-order')).toContainText(order.orderCode);
  await expect(staff.getByTestId('manifest-version')).not.toBeEmpty();
  await expect(staff.getByTestId('replay-trail')).toContainText('进入投保流程');
  await expect(staff.getByTestId('replay-trail')).toContainText(`投保成功，订单号${order.orderCode}`);
  // One sale, one 'submitted' record: moving on to the payment page does not file it again.
  await expect(staff.getByTestId('replay-trail').getByText(`投保成功，订单号${order.orderCode}`)).toHaveCount(
    1,
  );
  const replayed = staff.frameLocator('.growth-replay-host iframe');
  await expect(replayed.getByText('投保人信息').first()).toBeVisible();
  // Played on to what the buyer typed (not for a fixed time): the replayed form holds the name.
  await expect
    .poll(() =>
      replayed.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    )
    .toContain(PARENT.name);
  await staff.getByTestId('replay').scrollIntoViewIfNeeded();
  await shot(staff, 'replay-2-staff-replay');

  // Buyers cannot open the replay: the gateway refuses them.
  await buyer.goto(`/#/salesReplay?orderCode=${order.orderCode}`);
  await expect(buyer.getByText('仅限推广人员查看')).toBeVisible();
});

/**
 * The buyer reloads the insure page mid-form: what was recorded before the reload is saved on
 * pagehide (the parts compressed in the background and the events since, docs/sales-record.md), the
 * reloaded page records on, and the order's recording holds both, decoded by the gateway.
 */
test('a recording survives a reload mid-form and is uploaded whole', async ({ browser, baseURL }) => {
  const buyer = await loggedInPage(browser, baseURL!, PARENT);
  await buyer.goto(`/#${JINING.path}`);
  // The recording has started once the insure page's first tracking record is sent (start, then track).
  const tracked = buyer.waitForRequest((request) => request.url().includes('/op-log/api/v1/op/ins'));
  await buyer.getByRole('button', { name: '立即投保' }).click();
  const holder = buyer.getByRole('region', { name: '投保人信息' });
  await expect(holder).toBeVisible();
  await tracked;
  await buyer.getByRole('radio', { name: '基础版' }).click();
  await holder.getByRole('textbox', { name: '投保人姓名' }).fill(PARENT.name);
  // The background packing (PACK_DELAY_MS after an event, then the browser's gzip) has compressed a
  // part: what a pagehide saves holds one. A state, not a clock (a loaded machine packs later).
  await expect
    .poll(() =>
      buyer.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        const saved = JSON.parse(sessionStorage.getItem('growth.salesRecording') ?? 'null') as {
          parts?: string[];
        } | null;
        return saved?.parts?.length ?? 0;
      }),
    )
    .toBeGreaterThan(0);
  await holder.getByRole('textbox', { name: '手机号码' }).fill(PARENT.phone);

  const beforeReload = Date.now();
  await buyer.reload();
  await expect(holder).toBeVisible();
  const saved = await buyer.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('growth.salesRecording') ?? 'null') as {
        broken: boolean;
        parts: string[];
        tail: unknown[];
      } | null,
  );
  // Saved on pagehide: compressed parts, and the events since the last packing as they are.
  expect(saved?.broken).toBe(true);
  expect(saved?.parts.length).toBeGreaterThan(0);
  expect(Array.isArray(saved?.tail)).toBe(true);
  // The reloaded page records on (its own full snapshot) before the order ends the flow.
  await expect
    .poll(() =>
      buyer.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/record-/.test(r.name))),
    )
    .toBe(true);

  const order = await submitSampleOrder(buyer, JINING.code);
  await buyer.goto(
    `/#/paySuccess?orderCode=${order.orderCode}&productCode=${JINING.code}&applicationFormCode=${order.applicationFormCode}`,
  );
  const staff = await loggedInPage(browser, baseURL!, STAFF);
  const events = async () =>
    (
      await gatewayCall<{ events: { type: number; timestamp: number }[] } | null>(
        staff,
        'GET',
        `/growth/sales-records/${order.orderCode}/events`,
      )
    ).data?.events ?? [];
  await expect.poll(async () => (await events()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const all = await events();
  const snapshots = all.filter((e) => e.type === 2).map((e) => e.timestamp);
  // A full snapshot from before the reload (the saved part) and one from the reloaded page.
  expect(snapshots.some((t) => t < beforeReload)).toBe(true);
  expect(snapshots.some((t) => t > beforeReload)).toBe(true);
  expect(all.filter((e) => e.timestamp < beforeReload).length).toBeGreaterThan(2);
});

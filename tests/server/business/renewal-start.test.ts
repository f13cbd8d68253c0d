import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, login, PARENT, products, purchase } from './support/client';
import { coverPeriodFrom, renewalStartDate } from '../../../engine/rules/dates';
import type { ProductModel } from '../../../engine/model';

/**
 * A renewal of an in-force policy starts where the old cover ends, not tomorrow: the gateway takes
 * that start (the renewed policy is no duplicate of it) and refuses a start inside the old cover.
 */
describe.each(gatewayBackends())('renewal start date on submit ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let model: ProductModel;
  let serial = 620;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = await login(gw.url, PARENT);
    // A product that checks duplicates and ends its cover at 00:00:00 of the day after the last day.
    model = (await products()).products.find(
      (m) => m.duplicateCheck && !m.confirm.endOfDay && m.renewal && m.period.start === 'nextDay',
    )!;
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  /** A policy of `client` for a fresh insured, in force now and ending in 20 days: its policy number, end and insured. */
  async function inForcePolicy(client: Client) {
    const idSerial = serial++;
    const payload = await purchase(client, gw.clock.now(), { productCode: model.productCode, idSerial });
    const answer = await client.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
    expect(answer.code).toBe('0000');
    const policyNo = `PLRENEW${idSerial}`;
    const end = new Date(gw.clock.now().getTime() + 20 * 86_400_000);
    end.setUTCHours(16, 0, 0, 0); // 00:00:00 China time
    // Arranged in the store: issuing and starting cover runs through the insurer and the clock elsewhere.
    await gw.db.query(
      `UPDATE biz_orders SET status = '06', policy_no = $2, start_date = $3, end_date = $4 WHERE order_code = $1`,
      [answer.data.orderCode, policyNo, new Date(end.getTime() - 365 * 86_400_000), end],
    );
    return { policyNo, end, idSerial };
  }

  /** The renewal form for the same insured with the cover starting on `startDate`. */
  async function renewal(client: Client, old: { policyNo: string; idSerial: number }, startDate: string) {
    const payload = await purchase(client, gw.clock.now(), {
      productCode: model.productCode,
      idSerial: old.idSerial,
    });
    const period = coverPeriodFrom(model, startDate);
    Object.assign(payload.applicationForms, {
      isRenewal: 'Y',
      renewalTimes: 1,
      renewalLastPolicyNo: old.policyNo,
      startDate: period.start,
      endDate: period.end,
    });
    return client.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
  }

  it('takes a renewal starting at the old end instant and stores that start', async () => {
    expect(model, 'a renewable product with the duplicate check and 00:00:00 ends').toBeDefined();
    const old = await inForcePolicy(parent);
    const start = renewalStartDate(
      new Date(old.end.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    );
    const answer = await renewal(parent, old, start);
    expect(answer.msg).not.toContain('已投保该产品');
    expect(answer.code).toBe('0000');
    const row = await gw.db.one<{ start_date: Date | string }>(
      'SELECT start_date FROM biz_orders WHERE order_code = $1',
      [answer.data.orderCode],
    );
    expect(new Date(row!.start_date).getTime()).toBe(old.end.getTime());
  });

  it('refuses a renewal starting tomorrow, inside the old cover', async () => {
    const old = await inForcePolicy(parent);
    const tomorrow = (
      await purchase(parent, gw.clock.now(), { productCode: model.productCode })
    ).applicationForms.startDate.slice(0, 10);
    const answer = await renewal(parent, old, tomorrow);
    expect(answer.code).not.toBe('0000');
    // Refused for its start (the renewal rule), whether or not the product checks duplicates.
    expect(answer.msg).toContain('startDate');
    const orders = await gw.db.one<{ n: number | string }>(
      `SELECT count(*) AS n FROM biz_orders o JOIN biz_order_insureds i ON i.order_code = o.order_code
        WHERE o.user_code = $1 AND o.product_code = $2 AND o.policy_no IS NULL AND i.card_id IN
          (SELECT card_id FROM biz_order_insureds WHERE order_code = (SELECT order_code FROM biz_orders WHERE policy_no = $3))`,
      [parent.userCode, model.productCode, old.policyNo],
    );
    expect(Number(orders!.n)).toBe(0);
  });
});

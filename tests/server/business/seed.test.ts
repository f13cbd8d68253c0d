import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../../engine/rules/dates';
import { PolicyStatus } from '../../../engine/routes/policy-status';
import { ManualClock } from '../../../server/clock';
import { SANDBOX_ISSUE_DELAY_MS } from '../../../server/domain/lifecycle/issuer';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, login, PARENT, STAFF } from './support/client';

describe('business seed for the demo accounts', () => {
  let gw: StartedGateway;
  let parent: Client;

  beforeAll(async () => {
    gw = await startGateway();
    parent = await login(gw.url, PARENT);
  });
  afterAll(async () => gw?.close());

  it('gives the parent one policy in every status, each opening its own detail route', async () => {
    const counts = await parent.get<{ counts: Record<string, number> }>(
      '/edu-svc/remote/ins/countAppNumByStatus',
    );
    expect(counts.data.counts).toEqual({
      '01': 1,
      '02': 1,
      '03': 1,
      '04': 1,
      '05': 1,
      '06': 1,
      '07': 1,
      '08': 1,
      '09': 1,
    });
    const all = await parent.post<{
      list: { orderCode: string; detailPath: string; insuredNames: string[] }[];
    }>('/edu-svc/remote/ins/searchInsuranceList', { pageSize: 50 });
    expect(new Set(all.data.list.map((p) => p.detailPath)).size).toBe(9);
    expect(all.data.list.map((p) => p.orderCode).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `ODSEED0001${String(i).padStart(3, '0')}`),
    );
    expect(new Set(all.data.list.flatMap((p) => p.insuredNames))).toEqual(new Set(['王子轩', '王梓涵']));
  });

  it('gives the parent drafts, ratings, a signed agreement and renewable policies', async () => {
    expect((await parent.post<{ total: number }>('/order/selectTempForm', {})).data.total).toBe(2);
    expect(
      (await parent.post<{ total: number }>('/comment-svc/api/v1/comments/user', {})).data.total,
    ).toBeGreaterThanOrEqual(1);
    const agreements = await parent.get<{ list: { contractUrl: string; userName: string }[] }>(
      '/edu-svc/api/contract_list',
    );
    expect(agreements.data.list).toHaveLength(1);
    expect(agreements.data.list[0]!.userName).toBe('张丽');
    const pdf = await fetch(`${gw.url}/_gw${agreements.data.list[0]!.contractUrl}`, {
      headers: { authorization: parent.token },
    });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const renewals = await parent.post<{ total: number }>('/edu-svc/policy/v1/selectRenewalList', {});
    expect(renewals.data.total).toBeGreaterThanOrEqual(1);
  });

  it('gives the staff account promoter customers with orders', async () => {
    const staff = await login(gw.url, STAFF);
    const info = await staff.get<{ customers: unknown[] }>('/edu-svc/registerCustomer/queryPromotersInfo');
    expect(info.data.customers).toHaveLength(2);
    const renewals = await staff.post<{ total: number }>('/edu-svc/policy/v1/selectRenewalList', {
      scope: 'customers',
    });
    expect(renewals.data.total).toBeGreaterThanOrEqual(2);
  });
});

/** 10:00 Beijing time today: the seed's clock, so the issuing delay below does not cross midnight, where cover starts. */
const morning = () => new Date(`${todayInChina()}T10:00:00+08:00`);

describe.each(gatewayBackends())('the seeded orders as of the seed ($name)', ({ databaseUrl }) => {
  const seededAt = morning();
  let gw: StartedGateway;

  // A clock of its own: the gateway seeds afresh, as of seededAt.
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, clock: new ManualClock(seededAt) });
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  it('dates nothing after the seed: no order submitted, paid, issued or changed, no payment, no status step in the future', async () => {
    const future = await gw.db.query<{ what: string }>(
      `SELECT order_code || ' created' AS what FROM biz_orders WHERE created_at > $1
       UNION ALL SELECT order_code || ' updated' FROM biz_orders WHERE updated_at > $1
       UNION ALL SELECT order_code || ' paid' FROM biz_orders WHERE paid_at > $1
       UNION ALL SELECT order_code || ' issued' FROM biz_orders WHERE issued_at > $1
       UNION ALL SELECT trade_no || ' paid' FROM biz_trades WHERE created_at > $1 OR finished_at > $1
       UNION ALL SELECT order_code || ' ' || to_status FROM biz_status_history WHERE at > $1
       ORDER BY 1`,
      [seededAt],
    );
    expect(future).toEqual([]);
    const orders = await gw.db.query<{ n: string }>('SELECT count(*) AS n FROM biz_orders');
    expect(Number(orders[0]!.n)).toBeGreaterThanOrEqual(18); // the two parents' orders are there
  });

  /** The parent's 待出单 orders, by code. */
  const waitingOf = async (client: Client) =>
    (
      await client.post<{ list: { orderCode: string }[] }>('/edu-svc/remote/ins/searchInsuranceList', {
        status: PolicyStatus.waitIssue,
        pageSize: 50,
      })
    ).data.list.map((p) => p.orderCode);

  it('keeps the 待出单 order waiting until the sandbox insurer answers, as for an order paid at the seed', async () => {
    const parent = await login(gw.url, PARENT);
    const waiting = () => waitingOf(parent);
    const [orderCode] = await waiting();
    expect(orderCode).toBeDefined();
    gw.clock.advance(SANDBOX_ISSUE_DELAY_MS - 1000);
    expect(await waiting()).toEqual([orderCode]);
    gw.clock.advance(1000);
    expect(await waiting()).toEqual([]);
    const detail = await parent.post<{ status: string }>('/order/searchOrderDetailForPro', { orderCode });
    expect(detail.data.status).toBe(PolicyStatus.waitInsurance); // issued; cover starts tomorrow
  });

  it('keeps it waiting as long as a configured sandbox delay says (SANDBOX_ISSUE_DELAY_MS)', async () => {
    const slow = await startGateway({ config: { sandboxIssueDelayMs: 24 * 3_600_000 } });
    try {
      const parent = await login(slow.url, PARENT);
      const waiting = () => waitingOf(parent);
      const before = await waiting();
      expect(before).toHaveLength(1);
      // Past the default two minutes: still 待出单.
      slow.clock.advance(SANDBOX_ISSUE_DELAY_MS + 60_000);
      expect(await waiting()).toEqual(before);
    } finally {
      await slow.close();
    }
  });
});

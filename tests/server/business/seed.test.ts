import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../helpers/start-gateway';
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

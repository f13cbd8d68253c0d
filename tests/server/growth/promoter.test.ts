import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  login,
  PARENT,
  SECOND_PARENT,
  STAFF,
  purchase,
  register,
} from '../business/support/client';
import * as summaryCall from '../../../contract/growth/promoterSummary';
import * as ordersCall from '../../../contract/growth/promoterOrders';
import * as orderCall from '../../../contract/growth/promoterOrder';
import * as customerCall from '../../../contract/growth/promoterCustomer';
import { startGrowthGateway, type GrowthGateway } from './gateway';

const VALID = ['03', '05', '06', '07'];

describe('promoter aggregates: customers from the promoter code, attributed orders, rewards (staff only)', () => {
  let gw: GrowthGateway;
  let staff: Client;
  let parents: Client[];

  beforeAll(async () => {
    gw = await startGrowthGateway();
    staff = await login(gw.url, STAFF);
    parents = [await login(gw.url, PARENT), await login(gw.url, SECOND_PARENT)];
  });
  afterAll(async () => gw?.close());

  it("counts the seeded customers' valid policies and premiums as the customers' own lists show them", async () => {
    let valid = 0;
    let premium = 0;
    for (const parent of parents) {
      const list = await parent.post<{ list: { totalPremium: number }[]; total: number }>(
        '/edu-svc/remote/ins/searchInsuranceList',
        { status: VALID, pageSize: 50 },
      );
      valid += list.data.total;
      premium += list.data.list.reduce((sum, p) => sum + p.totalPremium, 0);
    }
    const summary = summaryCall.responseData.parse((await staff.get(summaryCall.path)).data);
    expect(summary.customers).toBe(2);
    expect(summary.validOrders).toBe(valid);
    expect(summary.premiumTotal).toBeCloseTo(premium, 2);
    expect(summary.rewardTotal).toBeCloseTo(premium * summary.rewardRate, 1);
    expect(valid).toBeGreaterThan(0);
  });

  it('pages the valid policies with their rewards and opens one', async () => {
    const first = ordersCall.responseData.parse(
      (await staff.post(ordersCall.path, { kind: 'valid', pageNum: 1, pageSize: 3 })).data,
    );
    const second = ordersCall.responseData.parse(
      (await staff.post(ordersCall.path, { kind: 'valid', pageNum: 2, pageSize: 3 })).data,
    );
    expect(first.list).toHaveLength(3);
    expect(new Set([...first.list, ...second.list].map((o) => o.orderCode)).size).toBe(
      first.list.length + second.list.length,
    );
    for (const o of first.list) expect(VALID).toContain(o.status);
    const one = orderCall.responseData.parse(
      (await staff.get(orderCall.pathFor(first.list[0]!.orderCode))).data,
    );
    expect(one.reward).toBeGreaterThan(0);
    expect(one.customerName).not.toBe('');
  });

  it('a visitor who registers from the shared code becomes a customer; an order naming the staff as agent is attributed', async () => {
    const visitor = await register(gw.url, '15100000611');
    expect(
      (await visitor.post('/edu-svc/registerCustomer/addCustomer', { managerUserCode: staff.userCode })).code,
    ).toBe('0000');
    const customer = customerCall.responseData.parse(
      (await staff.get(customerCall.pathFor(visitor.userCode))).data,
    );
    expect(customer).toMatchObject({ customerPhone: '151****0611', orders: 0 });

    const other = await register(gw.url, '15100000612');
    const payload = await purchase(other, gw.clock.now());
    const agent = {
      branchCode: 'JT0000',
      branchName: '本部',
      agentCode: staff.userCode,
      agentName: '王建华',
      departCode: '',
      departName: '',
      portion: 1,
      channelCode: 'edu',
      channelName: '教保渠道',
    };
    const submitted = await other.postOnce<{ orderCode: string }>('/order/submitOrder/v2', {
      ...payload,
      applicationForms: { ...payload.applicationForms, agents: [agent] },
    });
    expect(submitted.code).toBe('0000');
    const all = ordersCall.responseData.parse(
      (await staff.post(ordersCall.path, { kind: 'all', pageSize: 50 })).data,
    );
    expect(all.list.map((o) => o.orderCode)).toContain(submitted.data.orderCode);
    // Not a customer of the staff member: the customer page refuses.
    expect((await staff.get(customerCall.pathFor(other.userCode))).code).toBe('4040');
  });

  it('refuses buyers (403 4030) and names a bad field', async () => {
    const answer = await parents[0]!.get(summaryCall.path);
    expect([answer.status, answer.code]).toEqual([403, '4030']);
    const bad = await staff.post(ordersCall.path, { kind: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/^kind/);
  });
});

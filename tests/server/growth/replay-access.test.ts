import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, purchase, STAFF, type Client } from '../business/support/client';
import * as recordCall from '../../../contract/growth/salesRecord';
import * as eventsCall from '../../../contract/growth/salesRecordEvents';
import * as listCall from '../../../contract/growth/salesRecordList';
import { hashPassword } from '../../../server/accounts/passwords';
import { startGrowthGateway, type GrowthGateway } from './gateway';

const PASSWORD = 'Edu@2026test';

/**
 * Who may open a sale replay (docs/sales-record.md "Who may replay"): the order's agent or the
 * promoter the buyer came through, a supervisor of that promoter's branch, a compliance reviewer —
 * and no other staff member.
 */
describe('sale replay access', () => {
  let gw: GrowthGateway;
  let staff: Client;
  const people: Record<string, Client> = {};
  let attributedOrder = ''; // buyer came through STAFF's code (biz_customers)
  let agentOrder = ''; // STAFF is the agent on the order, the buyer came through nobody
  let strangerOrder = ''; // nobody's: no agent, no promoter

  /** A user straight in the accounts table (staff attributes as given), logged in over HTTP. */
  const person = async (phone: string, staffBranch?: string) => {
    const now = gw.clock.now();
    await gw.db.query(
      `INSERT INTO users (user_code, phone, password_hash, actual_name, is_staff, staff_name, license_number, branch_code, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $8)`,
      [
        `UT${phone}`,
        phone,
        await hashPassword(PASSWORD),
        `测试${phone.slice(-4)}`,
        Boolean(staffBranch),
        staffBranch ? `LIC${phone}` : null,
        staffBranch ?? null,
        now,
      ],
    );
    return login(gw.url, { phone, password: PASSWORD });
  };
  const grant = (who: Client, role: 'compliance' | 'supervisor') =>
    gw.db.query(
      'INSERT INTO growth_replay_reviewers (user_code, role, granted_by, granted_at) VALUES ($1, $2, $3, $4)',
      [who.userCode, role, 'test-admin', gw.clock.now()],
    );
  const submit = async (buyer: Client, agentCode?: string) => {
    const payload = await purchase(buyer, gw.clock.now());
    if (agentCode) {
      payload.applicationForms.agents = [
        {
          branchCode: 'JT0000',
          agentCode,
          portion: 1,
          agentName: '王建华',
          branchName: '本部',
          departCode: 'JT0000',
          departName: '本部',
          channelCode: 'edu',
          channelName: '教保渠道',
        },
      ];
    }
    const answer = await buyer.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
    expect(answer.code, answer.msg).toBe('0000');
    return answer.data.orderCode;
  };

  beforeAll(async () => {
    gw = await startGrowthGateway();
    staff = await login(gw.url, STAFF);
    people.attributedBuyer = await person('15200000001');
    people.agentBuyer = await person('15200000002');
    people.strangerBuyer = await person('15200000003');
    people.otherStaff = await person('15200000011', 'JT0000');
    people.supervisor = await person('15200000012', 'JT0000');
    people.farSupervisor = await person('15200000013', 'JT9999');
    people.compliance = await person('15200000014', 'JT9999');
    await grant(people.supervisor, 'supervisor');
    await grant(people.farSupervisor, 'supervisor');
    await grant(people.compliance, 'compliance');
    expect(
      (
        await people.attributedBuyer.post('/edu-svc/registerCustomer/addCustomer', {
          managerUserCode: staff.userCode,
        })
      ).code,
    ).toBe('0000');
    attributedOrder = await submit(people.attributedBuyer);
    agentOrder = await submit(people.agentBuyer, staff.userCode);
    strangerOrder = await submit(people.strangerBuyer);
  });
  afterAll(async () => gw?.close());

  const status = async (who: Client, orderCode: string) => {
    const [record, events] = await Promise.all([
      who.get(recordCall.pathFor(orderCode)),
      who.get(eventsCall.pathFor(orderCode)),
    ]);
    // Events answer 404 when the order has no recording yet: access was granted, nothing to play.
    return [record.status, events.status === 404 ? 200 : events.status];
  };

  it("lets the buyer's promoter and the order's agent replay their sales, not someone else's", async () => {
    expect(await status(staff, attributedOrder)).toEqual([200, 200]);
    expect(await status(staff, agentOrder)).toEqual([200, 200]);
    expect(await status(staff, strangerOrder)).toEqual([403, 403]);
    const refused = await staff.get(recordCall.pathFor(strangerOrder));
    expect([refused.code, refused.msg]).toEqual([
      '4030',
      '仅限该订单的推广人员、其所在机构的主管或合规复核人员查看',
    ]);
  });

  it('refuses another staff member of the same branch without a reviewer role', async () => {
    expect(await status(people.otherStaff!, attributedOrder)).toEqual([403, 403]);
    expect(await status(people.otherStaff!, agentOrder)).toEqual([403, 403]);
  });

  it("lets a supervisor replay the sales of their branch's promoters only", async () => {
    expect(await status(people.supervisor!, attributedOrder)).toEqual([200, 200]);
    expect(await status(people.supervisor!, agentOrder)).toEqual([200, 200]);
    expect(await status(people.supervisor!, strangerOrder)).toEqual([403, 403]);
    expect(await status(people.farSupervisor!, attributedOrder)).toEqual([403, 403]);
  });

  it('lets a compliance reviewer replay every sale', async () => {
    for (const order of [attributedOrder, agentOrder, strangerOrder])
      expect(await status(people.compliance!, order)).toEqual([200, 200]);
  });

  it('keeps buyers out, even of their own sale', async () => {
    expect((await people.attributedBuyer!.get(recordCall.pathFor(attributedOrder))).status).toBe(403);
  });

  it('lists only the orders the caller may replay', async () => {
    const listed = async (who: Client) => {
      const page = listCall.responseData.parse((await who.post(listCall.path, { pageSize: 50 })).data);
      return page.list
        .map((item) => item.orderCode)
        .filter((code) => [attributedOrder, agentOrder, strangerOrder].includes(code));
    };
    expect((await listed(staff)).sort()).toEqual([attributedOrder, agentOrder].sort());
    expect(await listed(people.otherStaff!)).toEqual([]);
    expect((await listed(people.compliance!)).sort()).toEqual(
      [attributedOrder, agentOrder, strangerOrder].sort(),
    );
    const one = listCall.responseData.parse(
      (await people.otherStaff!.post(listCall.path, { orderCode: attributedOrder })).data,
    );
    expect(one.total).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import {
  type Client,
  JINING,
  login,
  PARENT,
  products,
  purchase,
  SECOND_PARENT,
  STAFF,
} from './support/client';
import { sampleIdNumber } from '../../../server/seed/business/sample-purchase';

type StoredForm = {
  risk: { riskCode: string; riskName: string; programCode: string }[];
  agents: { agentCode: string; agentName: string; branchCode: string }[];
  policyHolder: { holderCode: string };
  insuranceCompanies: { name: string; code: string }[];
  productName: string;
};

/** Issue 12, defect 6: what the client cannot choose is rebuilt by the gateway, or refused. */
describe.each(gatewayBackends())('submitOrder v2 against a hostile client ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let loner: Client;
  let staff: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    [parent, loner, staff] = await Promise.all([
      login(gw.url, PARENT),
      login(gw.url, SECOND_PARENT),
      login(gw.url, STAFF),
    ]);
    // The second parent came through no promoter: only a promo code could name an agent for them.
    await gw.db.query('DELETE FROM biz_customers WHERE customer_user_code = $1', [loner.userCode]);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  /** Submits the app's payload for JINING with `tamper` applied to its application form. */
  const submit = async (client: Client, tamper: (form: Record<string, unknown>) => void) => {
    const payload = await purchase(client, gw.clock.now());
    tamper(payload.applicationForms as unknown as Record<string, unknown>);
    return client.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
  };
  const stored = async (orderCode: string) =>
    (await gw.db.one<{ payload: StoredForm }>('SELECT payload FROM biz_orders WHERE order_code = $1', [
      orderCode,
    ]))!.payload;

  it('stores the manifest risks, insurers and product name, and the session holder, whatever the client sent', async () => {
    const answer = await submit(parent, (form) => {
      form.risk = [{ riskCode: '9999', riskName: '<img src=x onerror=alert(1)>', programCode: 'X' }];
      form.insuranceCompanies = [{ name: '某假保险公司', code: 'FAKE', partyRole: 'lead' }];
      form.productName = '<b>免费保险</b>';
      (form.policyHolder as Record<string, unknown>).holderCode = loner.userCode;
    });
    expect(answer.code).toBe('0000');
    const model = (await products()).productForCode(JINING)!;
    const plan = model.plans.find((p) => p.code === model.defaultPlanCode) ?? model.plans[0]!;
    const form = await stored(answer.data.orderCode);
    expect(form.risk).toEqual(
      plan.programs.flatMap((p) =>
        p.risks.map((r) => ({ riskCode: r.riskCode, riskName: r.riskName, programCode: p.code })),
      ),
    );
    expect(form.risk.some((r) => r.riskCode === '9999')).toBe(false);
    expect(form.insuranceCompanies.map((i) => i.name)).toEqual(model.insurers.map((i) => i.name));
    expect(form.productName).toBe(model.name);
    expect(form.policyHolder.holderCode).toBe(parent.userCode);
  });

  it('attributes the order to the promoter the customer came through, not the agent the client names', async () => {
    const answer = await submit(parent, (form) => {
      form.agents = [
        { agentCode: loner.userCode, agentName: '冒名', branchCode: 'HACK', branchName: 'HACK', portion: 1 },
      ];
    });
    // The second parent is no promoter: naming them is refused rather than ignored.
    expect(answer).toMatchObject({
      status: 400,
      msg: expect.stringContaining(`agents.agentCode ${loner.userCode}`),
    });
    const honest = await submit(parent, (form) => {
      form.agents = [];
    });
    expect(honest.code).toBe('0000');
    expect((await stored(honest.data.orderCode)).agents.map((a) => a.agentCode)).toEqual([staff.userCode]);
  });

  it("stores the caller's account channel code, not the one the client sends", async () => {
    const claimed = await submit(parent, (form) => {
      form.schanelCode = '05';
    });
    expect(claimed.code).toBe('0000');
    // The parent's account has no channel and neither has their promoter: no channel is stored.
    expect((await stored(claimed.data.orderCode)) as { schanelCode?: string }).not.toHaveProperty(
      'schanelCode',
    );
    await gw.db.query('UPDATE users SET schanel_code = $1 WHERE user_code = $2', ['05', parent.userCode]);
    const honest = await submit(parent, (form) => {
      form.schanelCode = 'HACK';
    });
    expect(((await stored(honest.data.orderCode)) as { schanelCode?: string }).schanelCode).toBe('05');
    await gw.db.query('UPDATE users SET schanel_code = NULL WHERE user_code = $1', [parent.userCode]);
  });

  it('refuses an agent code that is no promoter, and takes a real promo code with the name and branch the gateway holds', async () => {
    const invented = await submit(loner, (form) => {
      form.agents = [
        { agentCode: 'AG0000000', agentName: 'x', branchCode: 'x', branchName: 'x', portion: 1 },
      ];
    });
    expect(invented).toMatchObject({
      status: 400,
      msg: '业务员不存在：agents.agentCode AG0000000 不是本平台的业务员，请核对推广链接后重新提交',
    });
    const promo = await submit(loner, (form) => {
      form.agents = [
        {
          agentCode: staff.userCode,
          agentName: '<script>',
          branchCode: 'HACK',
          branchName: 'HACK',
          portion: 1,
        },
      ];
    });
    expect(promo.code).toBe('0000');
    const [agent] = (await stored(promo.data.orderCode)).agents;
    expect(agent?.agentCode).toBe(staff.userCode);
    expect(agent?.agentName).not.toBe('<script>');
    expect(agent?.branchCode).not.toBe('HACK');
    const none = await submit(loner, (form) => {
      form.agents = [];
    });
    expect((await stored(none.data.orderCode)).agents).toEqual([]);
  });

  it('refuses a 10-year-old priced in the 0-6 age band (¥238) of the critical-illness product, naming the band', async () => {
    const payload = await purchase(parent, gw.clock.now(), { productCode: '19PR799624' });
    const form = payload.applicationForms;
    const [insured] = form.insureds;
    // The insured is 10 on the cover start date (birthday 10 years and 40 days before it).
    const start = new Date(`${form.startDate.slice(0, 10)}T00:00:00Z`);
    const birthday = new Date(
      Date.UTC(start.getUTCFullYear() - 10, start.getUTCMonth(), start.getUTCDate() - 40),
    )
      .toISOString()
      .slice(0, 10);
    Object.assign(insured!, {
      birthday: `${birthday} 00:00:00`,
      licenceNo: sampleIdNumber(insured!.licenceNo.slice(0, 6), birthday, insured!.sex === '0', 77),
    });
    form.factors = form.factors.map((f) => (f.factorCode === 'ageBand' ? { ...f, factorValue: '0-6' } : f));
    form.plan = { ...form.plan, code: 'HTCI799624-B', prem: 238 };
    const refused = await parent.postOnce('/order/submitOrder/v2', payload);
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('被保险人年龄应为7-12周岁');
    expect(refused.msg).toContain('不能为0-6周岁');
    form.factors = form.factors.map((f) => (f.factorCode === 'ageBand' ? { ...f, factorValue: '7-12' } : f));
    form.plan = { ...form.plan, prem: 199 };
    const honest = await parent.postOnce<{ totalPremium: number }>('/order/submitOrder/v2', payload);
    expect(honest).toMatchObject({ code: '0000', data: { totalPremium: 199 } });
  });
});

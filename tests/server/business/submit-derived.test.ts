import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, products, purchase, SECOND_PARENT } from './support/client';
import { PolicyStatus } from '../../../server/domain/lifecycle/statuses';

type StoredForm = Record<string, unknown> & {
  insureds: Record<string, unknown>[];
  readRecords: { displayNo: number; resourceName: string; type: string }[];
};

/**
 * What an order says of itself that follows from the product, the session or the buyer's other
 * answers is the gateway's to say (the audit of 2026-11-29): the clauses confirmed, the renewal
 * and its count, the term, the form's region and each insured's age. Refused or rebuilt, never
 * stored as the client sent it.
 */
describe.each(gatewayBackends())('submitOrder v2: what the gateway derives ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let other: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    [parent, other] = await Promise.all([login(gw.url, PARENT), login(gw.url, SECOND_PARENT)]);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  const submit = async (
    client: Client,
    tamper: (payload: Record<string, unknown>, form: Record<string, unknown>) => void,
  ) => {
    const payload = await purchase(client, gw.clock.now());
    tamper(
      payload as unknown as Record<string, unknown>,
      payload.applicationForms as unknown as Record<string, unknown>,
    );
    return client.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
  };
  const stored = async (orderCode: string) =>
    (await gw.db.one<{ payload: StoredForm }>('SELECT payload FROM biz_orders WHERE order_code = $1', [
      orderCode,
    ]))!.payload;
  const ordersOf = async (client: Client) =>
    Number(
      (await gw.db.one<{ n: number | string }>('SELECT count(*) AS n FROM biz_orders WHERE user_code = $1', [
        client.userCode,
      ]))!.n,
    );
  /** One of `client`'s issued policies that no longer covers (a renewal of it may start at once). */
  const endedPolicy = async (client: Client) =>
    (await gw.db.one<{ policy_no: string }>(
      `SELECT policy_no FROM biz_orders WHERE user_code = $1 AND policy_no IS NOT NULL AND status <> ALL($2::text[])
        ORDER BY policy_no LIMIT 1`,
      [client.userCode, [PolicyStatus.waitInsurance, PolicyStatus.guarantee]],
    ))!.policy_no;

  it('refuses an order that says its buyer read no clause, or not all of them, and stores none', async () => {
    const before = await ordersOf(parent);
    const none = await submit(parent, (payload) => void (payload.readRecords = []));
    expect(none.code).not.toBe('0000');
    expect(none.msg).toContain('请先阅读全部条款!');
    const clauses = (await products()).productForCode(JINING)!.protocols.find((g) => g.mustReadAll)!.items;
    const some = await submit(parent, (payload) => {
      payload.readRecords = (payload.readRecords as { resourceName: string }[]).filter(
        (record) => record.resourceName !== clauses[0]!.resourceName,
      );
    });
    expect(some.msg).toContain('请先阅读全部条款!');
    expect(await ordersOf(parent)).toBe(before);
  });

  it("stores the clauses read in the manifest's words, not the client's", async () => {
    const model = (await products()).productForCode(JINING)!;
    const answer = await submit(parent, (payload) => {
      payload.readRecords = [
        ...(payload.readRecords as unknown[]),
        { displayNo: 99, resourceName: '<img src=x onerror=alert(1)>', type: 'html' },
      ];
    });
    expect(answer.code).toBe('0000');
    const names = (await stored(answer.data.orderCode)).readRecords.map((r) => r.resourceName);
    expect(names).toEqual(model.protocols.flatMap((g) => g.items.map((item) => item.resourceName)));
  });

  it("refuses a renewal of another user's policy, and counts a renewal from the policy it renews", async () => {
    const theirs = await endedPolicy(other);
    const stolen = await submit(parent, (_, form) =>
      Object.assign(form, { isRenewal: 'Y', renewalTimes: 3, renewalLastPolicyNo: theirs }),
    );
    expect(stolen.code).not.toBe('0000');
    expect(stolen.msg).toContain('renewalLastPolicyNo');

    const mine = await endedPolicy(parent);
    await gw.db.query(
      `UPDATE biz_orders SET payload = jsonb_set(payload, '{renewalTimes}', '2'::jsonb) WHERE policy_no = $1`,
      [mine],
    );
    const renewal = await submit(parent, (_, form) =>
      Object.assign(form, { isRenewal: 'Y', renewalTimes: 40, renewalLastPolicyNo: mine }),
    );
    expect(renewal.code).toBe('0000');
    expect(await stored(renewal.data.orderCode)).toMatchObject({
      isRenewal: 'Y',
      renewalTimes: 3,
      renewalLastPolicyNo: mine,
    });

    const fresh = await submit(parent, (_, form) =>
      Object.assign(form, { renewalTimes: 7, renewalLastPolicyNo: theirs }),
    );
    expect(fresh.code).toBe('0000');
    expect(await stored(fresh.data.orderCode)).toMatchObject({
      isRenewal: 'N',
      renewalTimes: 0,
      renewalLastPolicyNo: '',
    });
  });

  it('refuses free text that is far too long or hides characters, and an e-mail address that is none, naming the field', async () => {
    const before = await ordersOf(parent);
    const insured = (form: Record<string, unknown>) => (form.insureds as Record<string, unknown>[])[0]!;
    const long = await submit(parent, (_, form) => void (insured(form).schoolName = '学'.repeat(2_000)));
    expect(long.code).not.toBe('0000');
    expect(long.msg).toContain('schoolName');
    const hidden = await submit(parent, (_, form) => void (insured(form).location = '济宁市\u202e路号'));
    expect(hidden.msg).toContain('location');
    const markup = await submit(
      parent,
      (_, form) => void (insured(form).classAndGrade = '<img src=x onerror=alert(1)>'),
    );
    expect(markup.msg).toContain('classAndGrade');
    const email = await submit(
      parent,
      (_, form) => void ((form.policyHolder as Record<string, unknown>).email = 'not an email'),
    );
    expect(email.msg).toContain('请填写正确的邮箱');
    expect(await ordersOf(parent)).toBe(before);
  });

  it("stores the product's term, the first insured's region and each insured's age, whatever the client sent", async () => {
    const model = (await products()).productForCode(JINING)!;
    const honest = await purchase(parent, gw.clock.now());
    const sent = honest.applicationForms;
    const answer = await submit(parent, (_, form) => {
      Object.assign(form, {
        term: '5Y',
        provinceCode: '110000',
        provinceName: '北京市',
        cityCode: '110100',
        countyCode: '110101',
      });
      (form.insureds as Record<string, unknown>[])[0]!.insureYear = 3;
    });
    expect(answer.code).toBe('0000');
    const form = await stored(answer.data.orderCode);
    expect(form.term).toBe(model.period.term);
    const insured = sent.insureds[0]!;
    expect(form).toMatchObject({
      provinceCode: insured.provinceCode,
      provinceName: insured.provinceName,
      cityCode: insured.cityCode,
      countyCode: insured.countyCode,
    });
    expect(form.insureds[0]!.insureYear).toBe(insured.insureYear);
    expect(insured.insureYear).not.toBe(3);
  });
});

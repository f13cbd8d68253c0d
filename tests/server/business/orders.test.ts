import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, purchase, SECOND_PARENT, submitOrder } from './support/client';

describe.each(gatewayBackends())('orders over HTTP ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let other: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = await login(gw.url, PARENT);
    other = await login(gw.url, SECOND_PARENT);
  });
  afterAll(async () => gw?.close());

  it('submits a valid application: 0000 with orderCode and applicationFormCode, priced by the engine, manifest version and clauses stored', async () => {
    const payload = await purchase(parent, gw.clock.now());
    const answer = await parent.postOnce<{
      orderCode: string;
      applicationFormCode: string;
      totalPremium: number;
      status: string;
    }>('/order/submitOrder/v2', payload);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe('0000');
    expect(answer.msg).toBe('投保信息填写成功，请及时支付');
    expect(answer.data.orderCode).toMatch(/^OD\d{20}$/);
    expect(answer.data.applicationFormCode).toMatch(/^AF\d{20}$/);
    expect(answer.data.totalPremium).toBe(payload.applicationForms.plan.prem);
    expect(answer.data.status).toBe('01');

    const detail = await parent.post<{
      manifestVersion: string;
      confirmedClauses: { content: string; resourceNameLang?: string }[];
      status: string;
      detailPath: string;
    }>('/order/searchOrderDetailForPro', { orderCode: answer.data.orderCode });
    expect(detail.code).toBe('0000');
    expect(detail.data.manifestVersion).toBe(payload.manifestVersion);
    expect(detail.data.confirmedClauses.length).toBeGreaterThan(0);
    expect(detail.data.confirmedClauses.every((c) => c.content.length > 0)).toBe(true);
    expect(detail.data.detailPath).toBe('/policyDetailTobePaid');

    // The texts are the product version's: every order of it names one stored set.
    const sets = await gw.db.query<{ clause_set: string }>(
      'SELECT DISTINCT clause_set FROM biz_orders WHERE product_code = $1',
      [payload.applicationForms.productCode],
    );
    expect(sets).toHaveLength(1);
    const stored = await gw.db.one<{ clauses: unknown }>(
      'SELECT clauses FROM biz_clause_sets WHERE hash = $1',
      [sets[0]!.clause_set],
    );
    // As stored; a Chinese reader gets the titles of record (resourceNameLang: zh-CN).
    expect(stored?.clauses).toEqual(
      detail.data.confirmedClauses.map(({ resourceNameLang, ...clause }) => {
        expect(resourceNameLang).toBe('zh-CN');
        return clause;
      }),
    );
  });

  it('rejects a form the engine finds wrong with 400 and a message naming the field; nothing is stored', async () => {
    const payload = await purchase(parent, gw.clock.now());
    const insured = payload.applicationForms.insureds[0]!;
    const last = insured.licenceNo.slice(-1);
    insured.licenceNo = insured.licenceNo.slice(0, -1) + (last === '0' ? '1' : '0'); // a wrong check character
    const before = await parent.post<{ total: number }>('/edu-svc/remote/ins/searchInsuranceList', {});
    const answer = await parent.postOnce('/order/submitOrder/v2', payload);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe('4000');
    expect(answer.msg).toContain('insureds/0/licenceNo');
    expect(answer.msg).toContain('被保人身份证号码校验错误!');
    const after = await parent.post<{ total: number }>('/edu-svc/remote/ins/searchInsuranceList', {});
    expect(after.data.total).toBe(before.data.total);
  });

  it('rejects a tampered premium and an unknown product', async () => {
    const payload = await purchase(parent, gw.clock.now());
    payload.applicationForms.plan.prem = 1;
    const cheap = await parent.postOnce('/order/submitOrder/v2', payload);
    expect(cheap.status).toBe(400);
    expect(cheap.msg).toContain('plan/prem');
    const unknown = await purchase(parent, gw.clock.now());
    (unknown.applicationForms as { productCode: string }).productCode = '99PR000000';
    const answer = await parent.postOnce('/order/submitOrder/v2', unknown);
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain('99PR000000');
  });

  it('answers malformed JSON, wrong types and oversized bodies with 4xx envelopes, never 500', async () => {
    const token = await parent.resubToken();
    const bad = await parent.call('POST', '/order/submitOrder/v2', '{"source":', { 'x-resub-token': token });
    expect(bad.status).toBe(400);
    const typed = await parent.postOnce('/order/submitOrder/v2', { operator: 1, applicationForms: 'x' });
    expect(typed.status).toBe(400);
    expect(typed.msg).toMatch(/operator|applicationForms/);
    const huge = await parent.postOnce('/order/saveTempForm/v2', {
      productCode: JINING,
      form: { blob: 'x'.repeat(400_000) },
    });
    expect(huge.status).toBe(413);
  });

  it('requires X-RESUB-TOKEN on order calls and rejects a token reused for another request', async () => {
    const payload = await purchase(parent, gw.clock.now());
    const missing = await parent.post('/order/submitOrder/v2', payload);
    expect(missing.status).toBe(400);
    expect(missing.msg).toBe('缺少防重复提交令牌，请刷新页面后重试');

    const token = await parent.resubToken();
    const first = await parent.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload, token);
    expect(first.code).toBe('0000');
    const reusedElsewhere = await parent.postOnce(
      '/order/cancelOrder',
      { orderCode: first.data.orderCode },
      token,
    );
    expect(reusedElsewhere.status).toBe(409);
    expect(reusedElsewhere.msg).toBe('请勿重复提交：该请求令牌已使用');
    const otherPayload = await purchase(parent, gw.clock.now());
    const reusedForAnotherOrder = await parent.postOnce('/order/submitOrder/v2', otherPayload, token);
    expect(reusedForAnotherOrder.status).toBe(409);
    const stolen = await other.postOnce('/order/submitOrder/v2', payload, token);
    expect(stolen.status).toBe(409);
    const invented = await parent.postOnce('/order/submitOrder/v2', otherPayload, 'not-a-token');
    expect(invented.status).toBe(409);
  });

  it('replays the first answer to a retried submit with the same token (no second order)', async () => {
    const payload = await purchase(parent, gw.clock.now());
    const token = await parent.resubToken();
    const first = await parent.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload, token);
    const retry = await parent.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload, token);
    expect(retry.status).toBe(first.status);
    expect(retry.code).toBe('0000');
    expect(retry.data).toEqual(first.data);
  });

  it('stores a refused form as the answer of its token: the retry replays the 400, another form with that token is refused as reused', async () => {
    const payload = await purchase(parent, gw.clock.now());
    payload.applicationForms.plan.prem = 1;
    const token = await parent.resubToken();
    const first = await parent.postOnce('/order/submitOrder/v2', payload, token);
    expect(first.status).toBe(400);
    expect(first.msg).toContain('plan/prem');
    const retry = await parent.postOnce('/order/submitOrder/v2', payload, token);
    expect(retry.status).toBe(400);
    expect(retry.msg).toBe(first.msg);
    const fixed = await parent.postOnce(
      '/order/submitOrder/v2',
      await purchase(parent, gw.clock.now()),
      token,
    );
    expect(fixed.status).toBe(409);
    expect(fixed.msg).toBe('请勿重复提交：该请求令牌已使用');
  });

  it('creates ONE order from 20 simultaneous submits with one token, all answering the same order', async () => {
    const serialNo = (await parent.get<string>('/idg-svc/api/v1/idg3')).data;
    const payload = await purchase(parent, gw.clock.now(), { serialNo });
    const token = await parent.resubToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        parent.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload, token),
      ),
    );
    expect(answers.every((a) => a.code === '0000')).toBe(true);
    expect(new Set(answers.map((a) => a.data.orderCode)).size).toBe(1);
    const rows = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM biz_orders WHERE serial_no = $1`,
      [serialNo],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("reads another user's order codes as not found on every read and write", async () => {
    const mine = await submitOrder(parent, gw.clock.now());
    const reads = [
      await other.post('/order/searchOrderDetailForPro', { orderCode: mine.orderCode }),
      await other.post('/order/searchOrderCharge', { orderCode: mine.orderCode }),
      await other.get(`/ins-svc/api/v2/applicationforms/searchOrderDetailPro?orderCode=${mine.orderCode}`),
      await other.post('/ins-svc/api/v2/applicationforms/searchAppDetailPro', {
        appCode: mine.applicationFormCode,
      }),
      await other.get(`/pay-svc/api/v1/trades?orderCode=${mine.orderCode}`),
      await other.postOnce('/order/cancelOrder', { orderCode: mine.orderCode }),
      await other.postOnce('/ins-order/orderPay/payOrder/edu/weixin', { orderCode: mine.orderCode }),
      await other.get(`/edu-svc/payUrl/queryPayUrl?appCode=${mine.applicationFormCode}`),
      await other.get(`/edu-svc/application/v1/searchAppDetailPro3?appCode=${mine.applicationFormCode}`),
    ];
    for (const answer of reads.filter((a) => a !== reads[4])) {
      expect(answer.code).toBe('4040');
      expect(answer.msg).toBe('订单不存在');
    }
    expect((reads[4]!.data as { list: unknown[] }).list).toEqual([]);
    const list = await other.post<{ list: { orderCode: string }[] }>(
      '/edu-svc/remote/ins/searchInsuranceList',
      { pageSize: 50 },
    );
    expect(list.data.list.map((o) => o.orderCode)).not.toContain(mine.orderCode);
    const anonymous = await fetch(`${gw.url}/_gw/order/searchOrderDetailForPro`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderCode: mine.orderCode }),
    });
    expect(((await anonymous.json()) as { code: string }).code).toBe('406');
  });

  it('lets only one of two simultaneous orders for the same insured through (different tokens)', async () => {
    const [a, b] = await Promise.all([
      parent.postOnce('/order/submitOrder/v2', await purchase(parent, gw.clock.now(), { idSerial: 481 })),
      parent.postOnce('/order/submitOrder/v2', await purchase(parent, gw.clock.now(), { idSerial: 481 })),
    ]);
    expect([a.code, b.code].filter((c) => c === '0000')).toHaveLength(1);
    expect([a, b].find((r) => r.code !== '0000')?.msg).toMatch(/已投保该产品/);
  });

  it('finds a duplicate insurance for the same card and product (wxb/repeatInsurance) and refuses a second order', async () => {
    const payload = await purchase(parent, gw.clock.now(), { idSerial: 480 });
    await parent.postOnce('/order/submitOrder/v2', payload);
    const insured = payload.applicationForms.insureds[0]!;
    const check = await parent.post<{ repeat: boolean }>('/edu-svc/wxb/repeatInsurance', {
      cardId: insured.licenceNo,
      productCode: JINING,
      cardType: insured.licenceType,
      channelCode: 'edu',
      startDate: payload.applicationForms.startDate,
      name: insured.name,
    });
    expect(check.code).toBe('0000');
    expect(check.data.repeat).toBe(true);
    expect(check.msg).toContain(`被保险人：${insured.name}已投保该产品`);
    expect((check.data as unknown as { orderCodes: string[] }).orderCodes).toHaveLength(1);
    const seenByOther = await other.post<{ repeat: boolean; orderCodes: string[] }>(
      '/edu-svc/wxb/repeatInsurance',
      {
        cardId: insured.licenceNo,
        productCode: JINING,
        cardType: insured.licenceType,
        startDate: payload.applicationForms.startDate,
      },
    );
    expect(seenByOther.data).toEqual({ repeat: true, orderCodes: [] });
    const clear = await parent.post<{ repeat: boolean }>('/edu-svc/wxb/repeatInsurance', {
      cardId: '110101201601010013',
      productCode: JINING,
      cardType: '0',
      channelCode: 'edu',
      startDate: payload.applicationForms.startDate,
    });
    expect(clear.data.repeat).toBe(false);
    const again = await parent.postOnce(
      '/order/submitOrder/v2',
      await purchase(parent, gw.clock.now(), { idSerial: 480 }),
    );
    expect(again.code).toBe('4090');
    expect(again.msg).toContain('已投保该产品');
    const missing = await parent.post('/edu-svc/wxb/repeatInsurance', { productCode: JINING });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('cardId');
  });

  it('cancels an unpaid order once, deletes it from the lists, and refuses to delete an open one', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const open = await parent.postOnce('/order/deleteOrder', { orderCode: order.orderCode });
    expect(open.status).toBe(409);
    const cancelled = await parent.postOnce<{ status: string }>('/order/cancelOrder', {
      orderCode: order.orderCode,
    });
    expect(cancelled.data.status).toBe('09');
    const twice = await parent.postOnce('/order/cancelOrder', { orderCode: order.orderCode });
    expect(twice.status).toBe(409);
    const deleted = await parent.postOnce('/order/deleteOrder', { orderCode: order.orderCode });
    expect(deleted.code).toBe('0000');
    const gone = await parent.post('/order/searchOrderDetailForPro', { orderCode: order.orderCode });
    // Not found is a business answer (HTTP 200, code 4040): HTTP 404 would make the app clear its storage.
    expect(gone.status).toBe(200);
    expect(gone.code).toBe('4040');
    const raw = await fetch(`${gw.url}/_gw/order/searchOrderDetailForPro`, {
      method: 'POST',
      headers: { authorization: parent.token, 'content-type': 'application/json', accept: '*/*' },
      body: JSON.stringify({ orderCode: order.orderCode }),
    });
    expect(raw.status).toBe(404);
  });

  it('saves, updates, lists and deletes drafts, each user seeing only their own', async () => {
    const saved = await parent.postOnce<{ serialNo: string }>('/order/saveTempForm/v2', {
      productCode: JINING,
      form: { step: 1 },
    });
    expect(saved.code).toBe('0000');
    const serialNo = saved.data.serialNo;
    const updated = await parent.postOnce('/order/saveTempForm/v2', {
      serialNo,
      productCode: JINING,
      form: { step: 2 },
    });
    expect(updated.code).toBe('0000');
    const list = await parent.post<{ list: { serialNo: string; form: { step: number } }[] }>(
      '/order/selectTempForm',
      {},
    );
    expect(list.data.list.find((d) => d.serialNo === serialNo)?.form.step).toBe(2);
    const theirs = await other.post<{ list: { serialNo: string }[] }>('/order/selectTempForm', {});
    expect(theirs.data.list.map((d) => d.serialNo)).not.toContain(serialNo);
    const stolen = await other.postOnce(`/order/deleteTempForm/${serialNo}`, {});
    expect(stolen.code).toBe('4040');
    expect(stolen.msg).toBe('删除失败');
    const removed = await parent.postOnce(`/order/deleteTempForm/${serialNo}`, {});
    expect(removed.code).toBe('0000');
    const after = await parent.post('/order/selectTempForm', { serialNo });
    expect(after.code).toBe('4040');
    const noForm = await parent.postOnce('/order/saveTempForm/v2', { productCode: JINING });
    expect(noForm.status).toBe(400);
    expect(noForm.msg).toContain('form');
  });

  it("consumes the draft an order was made from (issue 13), and never another user's draft", async () => {
    const mine = await parent.postOnce<{ serialNo: string }>('/order/saveTempForm/v2', {
      productCode: JINING,
      form: { step: 1 },
    });
    const theirs = await other.postOnce<{ serialNo: string }>('/order/saveTempForm/v2', {
      productCode: JINING,
      form: { step: 1 },
    });
    const payload = await purchase(parent, gw.clock.now(), { child: '草稿甲', idSerial: 71 });
    const answer = await parent.postOnce('/order/submitOrder/v2', {
      ...payload,
      tempFormSerialNo: mine.data.serialNo,
    });
    expect(answer.code).toBe('0000');
    expect((await parent.post('/order/selectTempForm', { serialNo: mine.data.serialNo })).code).toBe('4040');
    // Naming another user's draft does not delete it.
    const second = await purchase(parent, gw.clock.now(), { child: '草稿乙', idSerial: 72 });
    expect(
      (await parent.postOnce('/order/submitOrder/v2', { ...second, tempFormSerialNo: theirs.data.serialNo }))
        .code,
    ).toBe('0000');
    expect((await other.post('/order/selectTempForm', { serialNo: theirs.data.serialNo })).code).toBe('0000');
  });

  it('lists policies by status, paged, and counts them by status', async () => {
    await submitOrder(parent, gw.clock.now());
    const counts = await parent.get<{ counts: Record<string, number> }>(
      '/edu-svc/remote/ins/countAppNumByStatus',
    );
    expect(Object.keys(counts.data.counts).sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
    ]);
    const unpaid = await parent.post<{ list: { status: string }[]; total: number }>(
      '/edu-svc/remote/ins/searchInsuranceList',
      { status: '01', pageNum: 1, pageSize: 2 },
    );
    expect(unpaid.data.total).toBe(counts.data.counts['01']);
    expect(unpaid.data.list.length).toBeLessThanOrEqual(2);
    expect(unpaid.data.list.every((p) => p.status === '01')).toBe(true);
    const page2 = await parent.post<{ list: { orderCode: string }[] }>(
      '/edu-svc/remote/ins/searchInsuranceList',
      { status: '01', pageNum: 2, pageSize: 2 },
    );
    const page1Codes = (unpaid.data.list as unknown as { orderCode: string }[]).map((p) => p.orderCode);
    expect(page2.data.list.some((p) => page1Codes.includes(p.orderCode))).toBe(false);
    const apps = await parent.post<{ list: { status: string }[]; total: number }>(
      '/edu-svc/remote/ins/searchWxbAppList',
      { pageSize: 50 },
    );
    expect(apps.data.total).toBeGreaterThan(0);
    expect(apps.data.list.every((a) => ['01', '02', '03', '04', '09'].includes(a.status))).toBe(true);
    const badStatus = await parent.post('/edu-svc/remote/ins/searchInsuranceList', { status: '42' });
    expect(badStatus.status).toBe(400);
    const time = await parent.get<{ currentTime: string; timestamp: number }>(
      '/edu-svc/remote/ins/getCurrentTime',
    );
    expect(time.data.timestamp).toBe(gw.clock.now().getTime());
  });
});

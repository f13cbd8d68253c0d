import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, SECOND_PARENT, submitOrder } from './support/client';

describe.each(gatewayBackends())('comments and ratings ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;
  let other: Client;
  let orderCode: string;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = await login(gw.url, PARENT);
    other = await login(gw.url, SECOND_PARENT);
    orderCode = (await submitOrder(parent, gw.clock.now())).orderCode;
  });
  afterAll(async () => gw?.close());

  const template = async (node: '00' | '01') =>
    (
      await parent.get<{ list: { commentType: string; list: { name: string; code: string }[] }[] }>(
        `/comment-svc/api/v1/indicators/product?productCode=${JINING}&commentNode=${node}`,
      )
    ).data;

  const rating = (
    stars: { name: string; code: string }[],
    score: (i: number) => number | null,
    extra: Record<string, unknown> = {},
  ) => [
    {
      productCode: JINING,
      productName: '济宁市学生成长保障计划',
      bizNo: orderCode,
      bizType: '00',
      commentNode: '00',
      commentList: [{ commentType: '00', list: stars.map((s, i) => ({ ...s, score: score(i) })) }],
      ...extra,
    },
  ];

  it('answers a rating template per node (policy and claim differ) and a clear error without a product code', async () => {
    const policy = await template('00');
    const claim = await template('01');
    expect(policy.list[0]?.commentType).toBe('00');
    expect(policy.list[0]?.list.length).toBeGreaterThan(0);
    expect(claim.list[0]?.list.map((i) => i.code)).not.toEqual(policy.list[0]?.list.map((i) => i.code));
    const missing = await parent.get('/comment-svc/api/v1/indicators/product');
    expect(missing.status).toBe(400);
    expect(missing.msg).toBe('缺少获取节点的产品编码和评价节点');
  });

  it('applies the §5 checks with their messages, in Chinese and English', async () => {
    const stars = (await template('00')).list[0]!.list;
    for (const [field, zh, en] of [
      ['productCode', '缺少产品编码参数', 'missing product code parameter'],
      ['productName', '缺少产品名称参数', 'missing product name parameter'],
      ['bizNo', '缺少业务编码参数', 'missing business code parameter'],
      ['bizType', '缺少业务类型参数', 'missing business type parameter'],
    ] as const) {
      const body = rating(stars, () => 5, { [field]: '' });
      expect((await parent.post('/comment-svc/api/v1/comment/submit', body)).msg).toBe(zh);
      expect((await parent.withLanguage('en-US').post('/comment-svc/api/v1/comment/submit', body)).msg).toBe(
        en,
      );
    }
    const partial = await parent.post(
      '/comment-svc/api/v1/comment/submit',
      rating(stars, (i) => (i === 0 ? null : 4)),
    );
    expect(partial.status).toBe(400);
    expect(partial.msg).toBe('请全部评价');
    expect(
      (
        await parent.withLanguage('en-US').post(
          '/comment-svc/api/v1/comment/submit',
          rating(stars, () => 9),
        )
      ).msg,
    ).toBe(`The score of rating item ${stars[0]!.code} must be a whole number from 1 to 5`);
    const notArray = await parent.post('/comment-svc/api/v1/comment/submit', rating(stars, () => 5)[0]);
    expect(notArray.status).toBe(400);
  });

  it("rates the user's own order once ('Rating succeeded'), not another user's", async () => {
    const stars = (await template('00')).list[0]!.list;
    const theirs = await other.post(
      '/comment-svc/api/v1/comment/submit',
      rating(stars, () => 5),
    );
    expect(theirs.code).toBe('4040');
    const ok = await parent.withLanguage('en-US').post(
      '/comment-svc/api/v1/comment/submit',
      rating(stars, (i) => (i === 0 ? 4 : 5)),
    );
    expect(ok.code).toBe('0000');
    expect(ok.msg).toBe('Rating succeeded');
    const again = await parent.post(
      '/comment-svc/api/v1/comment/submit',
      rating(stars, () => 5),
    );
    expect(again.status).toBe(409);

    const status = await parent.post<{ list: { bizNo: string; rated: boolean }[] }>(
      '/comment-svc/api/v1/comment/status/00/00?channelNo=edu&sysCode=sys_edu_wxb_wx',
      { bizNos: [orderCode, 'OD-none'] },
    );
    expect(status.data.list).toEqual([
      { bizNo: orderCode, rated: true },
      { bizNo: 'OD-none', rated: false },
    ]);
    expect((await parent.post('/comment-svc/api/v1/comment/status/02/00', { bizNos: [] })).status).toBe(400);
    const details = await parent.post<{ bizNo: string; commentStatistics: { score: number } } | null>(
      '/comment-svc/api/v1/comment/details',
      { bizNo: orderCode },
    );
    expect(details.data?.bizNo).toBe(orderCode);
    expect(details.data?.commentStatistics.score).toBeGreaterThan(4);
    expect((await other.post('/comment-svc/api/v1/comment/details', { bizNo: orderCode })).data).toBeNull();
    const mine = await parent.post<{ list: { bizNo: string }[]; total: number }>(
      '/comment-svc/api/v1/comments/user',
      {},
    );
    expect(mine.data.list.map((c) => c.bizNo)).toContain(orderCode);
    const theirList = await other.post<{ list: { bizNo: string }[] }>(
      '/comment-svc/api/v1/comments/user',
      {},
    );
    expect(theirList.data.list.map((c) => c.bizNo)).not.toContain(orderCode);
  });

  it("answers an English reader the brokerage's English item names, the Chinese of record where a translation is out of date, and stores the names of record", async () => {
    type Entry = { name: string; code: string; lang?: string };
    const templateIn = async (client: Client) =>
      (
        await client.get<{ list: { commentType: string; list: Entry[] }[] }>(
          `/comment-svc/api/v1/indicators/product?productCode=${JINING}&commentNode=00`,
        )
      ).data.list[0]!.list;
    const english = parent.withLanguage('en-US');
    expect((await templateIn(parent)).map((i) => [i.name, i.lang])).toEqual([
      ['投保流程', 'zh-CN'],
      ['产品保障', 'zh-CN'],
      ['服务态度', 'zh-CN'],
    ]);
    const stars = await templateIn(english);
    expect(stars.map((i) => [i.name, i.lang])).toEqual([
      ['Buying process', 'en-US'],
      ['Cover', 'en-US'],
      ['Service', 'en-US'],
    ]);

    // An English reader rates with the English names and the product's English name: the rating keeps
    // the names of record (the order's product name, the template's Chinese item names).
    const order = (await submitOrder(parent, gw.clock.now())).orderCode;
    const sent = await english.post('/comment-svc/api/v1/comment/submit', [
      {
        ...rating(stars, () => 4)[0],
        productName: 'Jining Student Growth Protection Plan',
        bizNo: order,
      },
    ]);
    expect(sent.code).toBe('0000');
    const stored = await parent.post<{ productName: string; commentList: { list: Entry[] }[] }>(
      '/comment-svc/api/v1/comment/details',
      { bizNo: order },
    );
    expect(stored.data.productName).toBe('济宁市学生成长保障计划');
    expect(stored.data.commentList[0]!.list.map((i) => i.name)).toEqual(['投保流程', '产品保障', '服务态度']);

    // The brokerage renames an item and has not yet translated the new name: English readers get it in Chinese.
    await gw.db.query(
      "UPDATE biz_comment_templates SET name = '投保体验' WHERE comment_node = '00' AND code = 'P01'",
    );
    try {
      expect((await templateIn(english))[0]).toMatchObject({ name: '投保体验', lang: 'zh-CN' });
      expect((await templateIn(english))[1]).toMatchObject({ name: 'Cover', lang: 'en-US' });
    } finally {
      await gw.db.query(
        "UPDATE biz_comment_templates SET name = '投保流程' WHERE comment_node = '00' AND code = 'P01'",
      );
    }
  });

  const submit = (client: Client, body: unknown) => client.post('/comment-svc/api/v1/comment/submit', body);
  const storedFor = async (bizNo: string) =>
    (await gw.db.query('SELECT 1 FROM biz_comments WHERE biz_no = $1', [bizNo])).length;
  const statistics = async () =>
    (
      await parent.post<{ total: number; score: number; items: { code: string; name: string }[] }>(
        '/comment-svc/api/v1/_bai/statistics/product',
        { productCode: JINING },
      )
    ).data;

  it('refuses a claim rating (bizType 02 or the claim node 01): the gateway holds no claim of the caller', async () => {
    const stars = (await template('00')).list[0]!.list;
    const before = await statistics();
    const madeUp = `CLM${Date.now()}`;
    const claim = await submit(
      parent,
      rating(stars, () => 1, { bizNo: madeUp, bizType: '02' }),
    );
    expect(claim).toMatchObject({
      status: 400,
      code: '4000',
      msg: '本平台不办理理赔案件，您没有可评价的理赔；请评价您本人的订单或保单',
    });
    expect(
      (
        await submit(
          parent.withLanguage('en-US'),
          rating(stars, () => 1, { bizNo: madeUp, bizType: '02' }),
        )
      ).msg,
    ).toBe(
      'There is no claim of yours to rate: claim cases are not handled here. You can rate your own orders and policies',
    );
    expect(await storedFor(madeUp)).toBe(0);

    // The claim node's items on the caller's own order: still no claim to rate.
    const own = (await submitOrder(parent, gw.clock.now())).orderCode;
    const claimStars = (await template('01')).list[0]!.list;
    const byNode = await submit(
      parent,
      rating(claimStars, () => 1, { bizNo: own, commentNode: '01' }),
    );
    expect(byNode).toMatchObject({ status: 400, code: '4000', msg: claim.msg });
    expect(await storedFor(own)).toBe(0);

    const unknownType = await submit(
      parent,
      rating(stars, () => 1, { bizNo: madeUp, bizType: '99' }),
    );
    expect(unknownType).toMatchObject({
      status: 400,
      code: '4000',
      msg: '业务类型 99 有误：只能评价订单（00）或保单（01）',
    });
    expect(await storedFor(madeUp)).toBe(0);
    expect(await statistics()).toEqual(before);
  });

  it('refuses items outside the rating template and scores that are not whole stars 1-5 (never a 500), storing nothing', async () => {
    const stars = (await template('00')).list[0]!.list;
    const before = await statistics();
    const order = (await submitOrder(parent, gw.clock.now())).orderCode;
    const withItems = (list: { name: string; code: string; score: number }[]) =>
      rating([], () => 0, { bizNo: order, commentList: [{ commentType: '00', list }] });
    const allFive = stars.map((s) => ({ ...s, score: 5 }));

    const extra = await submit(
      parent,
      withItems([...allFive, { name: '<b>最佳</b>', code: 'X99', score: 5 }]),
    );
    expect(extra).toMatchObject({
      status: 400,
      code: '4000',
      msg: '评价项 X99 不在该产品的评价模板中，请重新打开评价后提交',
    });
    const twice = await submit(parent, withItems([...allFive, { ...stars[0]!, score: 1 }]));
    expect(twice).toMatchObject({
      status: 400,
      code: '4000',
      msg: `评价项 ${stars[0]!.code} 重复出现，每项只能评价一次`,
    });
    for (const score of [-42, 45, 6, 4.5]) {
      const answer = await submit(
        parent,
        withItems(stars.map((s, i) => ({ ...s, score: i === 0 ? score : 5 }))),
      );
      expect(answer, String(score)).toMatchObject({
        status: 400,
        code: '4000',
        msg: `评价项 ${stars[0]!.code} 的评分须为 1 到 5 的整数`,
      });
    }
    expect(await storedFor(order)).toBe(0);
    const after = await statistics();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('X99');

    // The same order rated as the app rates it: the template's items, whole stars.
    const fine = await submit(parent, withItems(stars.map((s, i) => ({ ...s, score: i + 3 }))));
    expect(fine.code).toBe('0000');
    const stored = await parent.post<{
      commentStatistics: { score: number };
      commentList: { list: { code: string }[] }[];
    }>('/comment-svc/api/v1/comment/details', { bizNo: order });
    expect(stored.data.commentList[0]!.list.map((i) => i.code)).toEqual(stars.map((s) => s.code));
    expect(stored.data.commentStatistics.score).toBe(4);
  });

  it('pages the published ratings of a product (status 1, pn, ps, commentNode → list, total) with phones masked, and sums statistics', async () => {
    const page1 = await parent.post<{
      list: { loginAccount: string; commentStatistics: { score: number } }[];
      total: number;
    }>('/comment-svc/api/v1/_bai/comments/product', {
      status: 1,
      productCode: JINING,
      pn: 1,
      ps: 1,
      commentNode: '00',
    });
    expect(page1.data.total).toBeGreaterThanOrEqual(1);
    expect(page1.data.list).toHaveLength(1);
    expect(page1.data.list[0]!.loginAccount).toMatch(/^\d{3}\*+\d{4}$/);
    expect((page1.data.list[0] as unknown as { bizNo: string }).bizNo).toContain('*');
    const beyond = await parent.post<{ list: unknown[] }>('/comment-svc/api/v1/_bai/comments/product', {
      productCode: JINING,
      pn: 999,
      ps: 15,
      commentNode: '00',
    });
    expect(beyond.data.list).toEqual([]);
    const claims = await parent.post<{ total: number }>('/comment-svc/api/v1/_bai/comments/product', {
      productCode: JINING,
      pn: 1,
      ps: 15,
      commentNode: '01',
    });
    expect(claims.data.total).toBe(0);
    const stats = await parent.post<{
      total: number;
      score: number;
      items: { code: string; score: number }[];
    }>('/comment-svc/api/v1/_bai/statistics/product', { productCode: JINING });
    expect(stats.data.total).toBe(page1.data.total);
    expect(stats.data.score).toBeGreaterThan(0);
    expect(stats.data.score).toBeLessThanOrEqual(5);
    const badPage = await parent.post('/comment-svc/api/v1/_bai/comments/product', {
      productCode: JINING,
      pn: 0,
    });
    expect(badPage.status).toBe(400);
    expect(badPage.msg).toContain('pn');
  });
});

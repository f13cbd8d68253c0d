import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WITHHOLD_STEP,
  withholdUncheckedRatings,
} from '../../../server/services/comment-svc/withhold-unchecked';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, SECOND_PARENT, submitOrder } from './support/client';

/**
 * Ratings a database holds from before the gateway checked them (another user's order, a claim, an
 * item outside the template, a score out of range) are withheld from the public lists once, at start;
 * the ratings the checks take stay published.
 */
describe.each(gatewayBackends())('ratings filed before the checks ($name)', ({ databaseUrl }) => {
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

  const stars = (scores: number[], codes = ['P01', 'P02', 'P03']) => [
    { commentType: '00', list: codes.map((code, i) => ({ code, name: code, score: scores[i] ?? 5 })) },
  ];
  /** A rating row as the unchecked gateway stored whatever it was sent. */
  const storeUnchecked = async (
    userCode: string,
    row: { bizNo?: string; bizType?: string; node?: string; list: unknown; score: number },
  ) => {
    const [inserted] = await gw.db.query<{ id: string | number }>(
      `INSERT INTO biz_comments (user_code, user_name, login_account, product_code, product_name, biz_no, biz_type, comment_node, comment_list, score, created_at)
       VALUES ($1, '某某', '13800000000', $2, '济宁市学生成长保障计划', $3, $4, $5, $6, $7, now()) RETURNING id`,
      [
        userCode,
        JINING,
        row.bizNo ?? orderCode,
        row.bizType ?? '00',
        row.node ?? '00',
        JSON.stringify(row.list),
        row.score,
      ],
    );
    return Number(inserted!.id);
  };
  const published = async () =>
    (
      await parent.post<{ list: { bizNo: string; commentStatistics: { score: number } }[]; total: number }>(
        '/comment-svc/api/v1/_bai/comments/product',
        { productCode: JINING, ps: 50 },
      )
    ).data;

  it('withholds what the checks refuse, once, keeps the rest published, and tells the operator why', async () => {
    const good = await storeUnchecked(parent.userCode, { list: stars([5, 4, 5]), score: 4.67 });
    const bad = {
      notTheirs: await storeUnchecked(other.userCode, { list: stars([1, 1, 1]), score: 1 }),
      claim: await storeUnchecked(parent.userCode, {
        bizNo: 'CL-1',
        bizType: '02',
        list: stars([5, 5, 5]),
        score: 5,
      }),
      outOfRange: await storeUnchecked(parent.userCode, {
        bizNo: 'OD-X',
        list: stars([9, 5, 5]),
        score: 6.33,
      }),
      foreignItem: await storeUnchecked(parent.userCode, {
        bizNo: 'OD-Y',
        list: stars([5, 5, 5, 5], ['P01', 'P02', 'P03', 'ZZ9']),
        score: 5,
      }),
    };
    expect((await published()).total).toBe(5);
    await gw.db.query('DELETE FROM schema_migrations WHERE name = $1', [WITHHOLD_STEP]);

    // Two gateways starting together on one database: the step is done once.
    const [first, second] = await Promise.all([
      withholdUncheckedRatings(gw.db),
      withholdUncheckedRatings(gw.db),
    ]);
    const withheld = [...first!, ...second!];
    expect(Math.min(first!.length, second!.length)).toBe(0);
    expect(Object.fromEntries(withheld.map((w) => [w.id, w.reason]))).toEqual({
      [bad.notTheirs]: '只能评价本人的订单或保单',
      [bad.claim]: expect.stringMatching(/理赔/),
      [bad.outOfRange]: expect.stringMatching(/P01/),
      [bad.foreignItem]: expect.stringMatching(/ZZ9/),
    });

    const list = await published();
    expect(list.total).toBe(1);
    expect(list.list.map((r) => r.commentStatistics.score)).toEqual([4.67]);
    const stats = await parent.post<{ total: number; score: number }>(
      '/comment-svc/api/v1/_bai/statistics/product',
      {
        productCode: JINING,
      },
    );
    expect(stats.data).toMatchObject({ total: 1, score: 4.7 });
    const template = await parent.get<{ list: { list: { num: number }[] }[] }>(
      `/comment-svc/api/v1/indicators/product?productCode=${JINING}&commentNode=00`,
    );
    expect(template.data.list[0]!.list[0]!.num).toBe(1);
    // Kept, not deleted: its author still finds it among their own ratings.
    const theirs = await other.post<{ list: { bizNo: string }[] }>('/comment-svc/api/v1/comments/user', {});
    expect(theirs.data.list.map((r) => r.bizNo)).toContain(orderCode);

    // Once per database: a later start leaves everything as it is.
    await gw.db.query("UPDATE biz_comments SET status = '1' WHERE id = $1", [bad.claim]);
    expect(await withholdUncheckedRatings(gw.db)).toEqual([]);
    expect(good).toBeGreaterThan(0);
  });
});

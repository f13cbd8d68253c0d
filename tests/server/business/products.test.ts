import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../helpers/start-gateway';
import { calculatePremium } from '../../../engine';
import { Client, JINING, products } from './support/client';

/** Product calls read manifests only (no database rows), so they run once, on the embedded database. */
describe('prod-svc over HTTP', () => {
  let gw: StartedGateway;
  let anon: Client;

  beforeAll(async () => {
    gw = await startGateway();
    anon = new Client(gw.url);
  });
  afterAll(async () => gw?.close());

  const premiumItem = (over: Record<string, unknown> = {}) => ({
    buyCopies: 1,
    channelNo: 'edu',
    factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
    insuranceVOS: [{ count: 1, programCode: 'JN979745-B', riskBeans: [{ riskCode: '2724' }] }],
    productCode: JINING,
    renewalStatus: 1,
    ...over,
  });

  it('answers the plan option groups with product and project codes (product_display)', async () => {
    const answer = await anon.get<{
      productCode: string;
      projectCode: string;
      projectName: string;
      list: { list: { code: string; list: { limitName: string; showValue: string }[] }[] }[];
    }>(`/prod-svc/api/v1/product_display?productCode=${JINING}`);
    expect(answer.code).toBe('0000');
    expect(answer.data.projectCode).toBe('XM370800001');
    const programs = answer.data.list.flatMap((g) => g.list);
    expect(programs.map((p) => p.code)).toEqual(['JN979745-A', 'JN979745-B']);
    expect(programs[0]!.list[0]).toEqual({ limitName: '意外身故/伤残', showValue: '10万', weight: 1 });
    const unknown = await anon.get('/prod-svc/api/v1/product_display?productCode=99PR000000');
    expect(unknown.code).toBe('4040');
    expect(unknown.msg).toContain('99PR000000');
    expect((await anon.get('/prod-svc/api/v1/product_display')).status).toBe(400);
  });

  it('prices a one-element premium list with the engine, with clear 4xx messages for unknown plans and factors', async () => {
    const model = (await products()).productForCode(JINING)!;
    const answer = await anon.post<{ totalPremium: number }>('/prod-svc/calpremiums', [premiumItem()]);
    expect(answer.code).toBe('0000');
    expect(answer.data.totalPremium).toBe(
      calculatePremium(model, premiumItem() as Parameters<typeof calculatePremium>[1]),
    );
    expect(answer.data.totalPremium).toBe(150);

    const plan = await anon.post('/prod-svc/calpremiums', [
      premiumItem({ insuranceVOS: [{ count: 1, programCode: 'NOPE', riskBeans: [] }] }),
    ]);
    expect(plan.status).toBe(400);
    expect(plan.msg).toContain('NOPE');
    const factor = await anon.post('/prod-svc/calpremiums', [
      premiumItem({ factorInfos: [{ factorCode: 'insurePeriod', factorValue: '9' }] }),
    ]);
    expect(factor.status).toBe(400);
    expect(factor.msg).toContain('保险期间');
    const product = await anon.post('/prod-svc/calpremiums', [premiumItem({ productCode: '99PR000000' })]);
    expect(product.code).toBe('4040');
    const notList = await anon.post('/prod-svc/calpremiums', premiumItem());
    expect(notList.status).toBe(400);
    const two = await anon.post('/prod-svc/calpremiums', [premiumItem(), premiumItem()]);
    expect(two.status).toBe(400);
    const wrongType = await anon.post('/prod-svc/calpremiums', [premiumItem({ buyCopies: 'one' })]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.msg).toContain('buyCopies');
  });

  it('answers attributes (v1 and v2 with attrMark), protocols, programs, the catalogue, product configuration and valid codes', async () => {
    const v1 = await anon.get<{ list: { attrCode: string; attrValue: string }[] }>(
      `/prod-svc/api/v1/attr/${JINING}/edu`,
    );
    expect(v1.data.list.find((a) => a.attrCode === 'applicationScope')?.attrValue).toContain('济宁');
    const v2 = await anon.get<{ productCategory1: string; list: { attrCode: string }[] }>(
      `/prod-svc/api/v2/attr/${JINING}/edu?attrMark=ClassOfEduInsure`,
    );
    expect(v2.data.productCategory1).not.toBe('');
    expect(v2.data.list.map((a) => a.attrCode)).toEqual([
      'productCategory1',
      'productCategory2',
      'productCategory3',
    ]);

    const notice = await anon.get<{
      rules: { valueMark: string }[];
      clauses: { content: string; displayNo: number }[];
      manifestVersion: string;
    }>(`/prod-svc/api/v2/notificationInfo/edu?productCode=${JINING}`);
    expect(notice.data.clauses.length).toBe(3);
    expect(notice.data.clauses.map((c) => c.displayNo)).toEqual(
      [...notice.data.clauses.map((c) => c.displayNo)].sort((a, b) => a - b),
    );
    expect(notice.data.manifestVersion).toBe((await products()).productForCode(JINING)!.manifestVersion);

    const programs = await anon.post<{ list: { code: string; riskCode: string }[] }>(
      '/prod-svc/api/v1/program_display',
      { productCode: JINING },
    );
    expect(programs.data.list.map((p) => p.code)).toEqual(['JN979745-A', 'JN979745-B']);

    const list = await anon.post<{
      list: { productCode: string; detailPath: string; renewalLabel: string }[];
      total: number;
    }>('/prod-svc/api/v2/product/edu/list', {});
    expect(list.data.total).toBe((await products()).products.length);
    expect(list.data.list.find((p) => p.productCode === JINING)?.detailPath).toBe('/jiningDetails');
    expect(list.data.list.find((p) => p.productCode === '19PR799624')?.renewalLabel).toBe('goRenew');

    const config = await anon.get<{ insurers: { name: string }[]; sections: unknown[] }>(
      `/prod-svc/api/v2/productdetailsvc?id=${JINING}&channelNo=edu`,
    );
    expect(config.data.insurers.length).toBeGreaterThan(0);
    expect(config.data.sections.length).toBeGreaterThan(0);

    const codes = await anon.get<{ list: { productCode: string; version: string }[] }>(
      '/edu-svc/product/version/getAllValidProductCode/edu',
    );
    const onSale = (await products()).products.filter((p) => p.kind === 'onSale');
    expect(codes.data.list).toHaveLength(onSale.length);
    expect(codes.data.list.find((c) => c.productCode === JINING)?.version).toMatch(/^v1-/);
  });
});

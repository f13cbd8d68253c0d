import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { GatewayConfig } from '../../../server/deps';
import { gatewayBackends, PRODUCTS_DIR, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, JINING, login, PARENT, purchase, STAFF } from './support/client';
import * as recordCall from '../../../contract/growth/salesRecord';
import { payThroughCashier } from './support/pay';
import { SANDBOX_ISSUE_DELAY_MS } from '../../../server/domain/lifecycle/issuer';

/**
 * Item 8 of issue 14: a release (a new price, cover, insurer and clause text, the gateway
 * restarted) never changes what an existing order sold, and a change scheduled ahead goes live at
 * its time by the gateway's clock. The product is jining-student-growth.json (19PR979745).
 */
const FILE = 'jining-student-growth.json';
const OLD_INSURER = '中国人民财产保险股份有限公司';
const NEW_INSURER = '新发布财产保险股份有限公司';
const NEW_CLAUSE = '<h3>学生幼儿意外伤害保险条款（2027版）</h3><p>第一条 本条款为发布后的新文本。</p>';

type Detail = {
  totalPremium: number;
  manifestVersion: string;
  policyNo: string | null;
  applicationFormCode: string;
  confirmedClauses: { resourceName: string; resourceNameLang?: string; content: string }[];
  sold: { insurerName: string; planName: string; cover: { limitName: string; value: string }[] } | null;
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++)
    text += (await (await doc.getPage(i)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('');
  return text;
}

function editManifest(dir: string, edit: (json: Record<string, unknown>) => void): void {
  const path = join(dir, FILE);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** The operator's release: plan 成长版 costs 10 more and covers 30万, a new insurer, a rewritten clause. */
function release(json: Record<string, unknown>): void {
  const premium = json.premium as { rates: { program: string; premium: number }[] };
  for (const rate of premium.rates) rate.premium += 10;
  const plans = json.plans as {
    groups: { programs: { code: string; risks: { duties: { limitName: string; amount?: number }[] }[] }[] }[];
  };
  const growth = plans.groups[0]!.programs.find((p) => p.code === 'JN979745-B')!;
  growth.risks[0]!.duties.find((d) => d.limitName === '意外身故/伤残')!.amount = 30;
  json.insurers = [
    {
      name: NEW_INSURER,
      partyRole: 'lead',
      code: 'NEWP',
      logoUrl: 'assets/logo-picc.svg',
      insuringAreaCode: '370800',
    },
  ];
  json.protocols = { clauses: [{ id: 'clause-accident', content: NEW_CLAUSE }] };
}

describe.each(gatewayBackends())('releases never break a sale ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let app: FastifyInstance | undefined;
  let url: string;
  let parent: Client;
  const dir = mkdtempSync(join(tmpdir(), 'release-products-'));
  const config: Partial<GatewayConfig> = { productsDir: dir, secret: randomBytes(32).toString('base64url') };

  /** Stops the gateway's HTTP side and starts it again on the same database, as a deploy does. */
  async function restart(): Promise<void> {
    await (app ?? gw.app).close();
    app = await buildApp({
      db: gw.db,
      clock: gw.clock,
      config: { env: 'test', publicUrl: 'http://127.0.0.1', secret: config.secret!, productsDir: dir },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    parent = await login(url, PARENT);
  }

  beforeAll(async () => {
    cpSync(PRODUCTS_DIR, dir, { recursive: true });
    gw = await startGateway({ databaseUrl, config });
    url = gw.url;
    parent = await login(url, PARENT);
  });
  afterAll(async () => {
    if (app) {
      await app.close();
      gw.app = app;
    }
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const detailOf = async (orderCode: string) =>
    (await parent.post<Detail>('/order/searchOrderDetailForPro', { orderCode })).data;
  const ePolicyText = async (d: Detail) => {
    const token = await parent.get<{ url: string }>(
      `/edu-svc/yj/api/getToken?appCode=${d.applicationFormCode}&policyNo=${d.policyNo ?? ''}`,
    );
    return pdfText(new Uint8Array(await (await fetch(`${url}/_gw${token.data.url}`)).arrayBuffer()));
  };

  it('an order placed before a release keeps its price, cover, insurer and clause texts in its detail, e-policy and replay; an open page is told the version changed', async () => {
    const payload = await purchase(parent, gw.clock.now(), { planCode: 'JN979745-B' });
    const placed = await parent.postOnce<{ orderCode: string }>('/order/submitOrder/v2', payload);
    expect(placed.code).toBe('0000');
    const { orderCode } = placed.data;
    await payThroughCashier(parent, orderCode);
    gw.clock.advance(SANDBOX_ISSUE_DELAY_MS + 1000);
    const sold = await detailOf(orderCode);
    expect(sold.policyNo).toBeTruthy();
    expect(sold.totalPremium).toBe(150);
    expect(sold.sold).toEqual({
      insurerName: OLD_INSURER,
      insurerNameLang: 'zh-CN',
      planName: '成长版',
      planNameLang: 'zh-CN',
      cover: expect.arrayContaining([
        { limitName: '意外身故/伤残', limitNameLang: 'zh-CN', value: '20万' },
      ]) as unknown,
    });
    const pdfBefore = await ePolicyText(sold);
    expect(pdfBefore).toContain(OLD_INSURER);
    expect(pdfBefore).toContain('意外身故/伤残：20万');

    // An open purchase page built its payload from the old version.
    const openPage = await purchase(parent, gw.clock.now(), { planCode: 'JN979745-B' });
    editManifest(dir, release);
    await restart();

    const after = await detailOf(orderCode);
    expect(after.totalPremium).toBe(150);
    expect(after.manifestVersion).toBe(sold.manifestVersion);
    expect(after.confirmedClauses).toEqual(sold.confirmedClauses);
    expect(after.confirmedClauses.map((c) => c.content)).not.toContain(NEW_CLAUSE);
    expect(after.sold).toEqual(sold.sold);
    const pdfAfter = await ePolicyText(after);
    expect(pdfAfter).toContain(OLD_INSURER);
    expect(pdfAfter).toContain('意外身故/伤残：20万');
    expect(pdfAfter).not.toContain(NEW_INSURER);
    // The compliance replay reads the same archived version.
    const staff = await login(url, STAFF);
    const record = await staff.get<{ manifestVersion: string; confirmedClauses: unknown[]; sold: unknown }>(
      recordCall.pathFor(orderCode),
    );
    expect(record.code).toBe('0000');
    expect(record.data.manifestVersion).toBe(sold.manifestVersion);
    expect(record.data.confirmedClauses).toEqual(
      sold.confirmedClauses.map(({ resourceNameLang: _lang, ...clause }) => clause),
    );
    expect(record.data.sold).toEqual(sold.sold);

    const stale = await parent.postOnce('/order/submitOrder/v2', openPage);
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('4091');
    expect(stale.msg).toContain('manifestVersion');
    const priced = await parent.post<{ totalPremium: number }>('/prod-svc/calpremiums', [
      {
        buyCopies: 1,
        channelNo: 'edu',
        factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
        insuranceVOS: [{ count: 1, programCode: 'JN979745-B', riskBeans: [{ riskCode: '2724' }] }],
        productCode: JINING,
        renewalStatus: 1,
      },
    ]);
    expect(priced.data.totalPremium).toBe(160);
    // Both versions are archived, content-addressed.
    const versions = await gw.db.query<{ version: string }>(
      'SELECT version FROM biz_manifest_versions WHERE product_code = $1',
      [JINING],
    );
    expect(versions.map((v) => v.version)).toContain(sold.manifestVersion);
    expect(versions.length).toBeGreaterThanOrEqual(2);
  });

  it('a scheduled price and clause change goes live at its time by the gateway clock, without refusing open pages', async () => {
    // A minute ahead, not an hour: an hour could cross midnight in China (run after 15:00 UTC), and the
    // open page's start date (tomorrow when it was built) would then be refused as today's.
    const from = new Date(gw.clock.now().getTime() + 60_000);
    editManifest(dir, (json) => {
      json.schedule = [
        {
          from: from.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          premium: {
            rates: [
              { program: 'JN979745-A', when: { insurePeriod: '1' }, premium: 80 },
              { program: 'JN979745-B', when: { insurePeriod: '1' }, premium: 199 },
            ],
          },
          protocols: {
            clauses: [{ id: 'clause-accident', content: '<h3>定时生效的条款</h3><p>自生效时间起适用。</p>' }],
          },
        },
      ];
    });
    await restart();
    const price = async () =>
      (
        await parent.post<{ totalPremium: number }>('/prod-svc/calpremiums', [
          {
            buyCopies: 1,
            channelNo: 'edu',
            factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
            insuranceVOS: [{ count: 1, programCode: 'JN979745-B', riskBeans: [{ riskCode: '2724' }] }],
            productCode: JINING,
            renewalStatus: 1,
          },
        ])
      ).data.totalPremium;
    expect(await price()).toBe(160);
    // A page opened now: built from the released manifest (this gateway's version of it).
    const openPage = await purchase(parent, gw.clock.now(), { planCode: 'JN979745-B' });
    const version = async () =>
      (
        await parent.get<{ manifestVersion: string }>(
          `/prod-svc/api/v2/notificationInfo/edu?productCode=${JINING}`,
        )
      ).data.manifestVersion;
    openPage.manifestVersion = await version();
    gw.clock.set(from);
    parent = await login(url, PARENT); // a fresh session after the move
    expect(await price()).toBe(199);
    expect(await version()).toBe(openPage.manifestVersion);
    // The page loaded before the change is not refused for its version; it is priced anew.
    openPage.applicationForms.plan.prem = 199;
    const placed = await parent.postOnce<{ orderCode: string; totalPremium: number }>(
      '/order/submitOrder/v2',
      openPage,
    );
    expect(placed.code).toBe('0000');
    expect(placed.data.totalPremium).toBe(199);
    const detail = await detailOf(placed.data.orderCode);
    expect(detail.confirmedClauses.map((c) => c.content)).toContain(
      '<h3>定时生效的条款</h3><p>自生效时间起适用。</p>',
    );
  });
});

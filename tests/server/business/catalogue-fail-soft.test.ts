import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_DIR, START_TIMEOUT_MS, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { Client, JINING } from './support/client';
import { checkSubmission } from '../../../server/domain/orders/submit';
import { format } from '../../../engine/messages';
import type { ProductPort } from '../../../server/domain/products/port';

/** Three manifests broken three ways; everything else must keep selling. */
const BROKEN = {
  invalidJson: { file: 'linyi.json', code: '20PR518364' },
  schemaError: { file: 'zaozhuang.json', code: '21PR254930' },
  lintError: { file: 'liaocheng.json', code: '21PR702546' },
};

async function edit(dir: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(dir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

describe('a broken manifest switches off only its product (gateway)', () => {
  let dir: string;
  let gw: StartedGateway;
  let anon: Client;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fail-soft-'));
    await cp(PRODUCTS_DIR, join(dir, 'products'), { recursive: true });
    const products = join(dir, 'products');
    await edit(products, BROKEN.invalidJson.file, (t) => t.replace(/\n}\s*$/, ',\n}\n'));
    await edit(products, BROKEN.schemaError.file, (t) =>
      t
        .replace('"clearRecord": true', '"clearRecord": "yes"')
        .replace('"clearRecord": false', '"clearRecord": "yes"'),
    );
    // A plan without a rate: the lint's rates rule (every plan × factor value has a rate).
    await edit(products, BROKEN.lintError.file, (t) =>
      t.replace(/,\s*\{ "program": "LC702546-B"[^}]*\}, "premium": 100 \}/, ''),
    );
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
    gw = await startGateway({ config: { productsDir: products } });
    anon = new Client(gw.url);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    vi.restoreAllMocks();
    await gw?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const premium = (productCode: string, programCode: string) =>
    anon.post<{ totalPremium: number }>('/prod-svc/calpremiums', [
      {
        buyCopies: 1,
        channelNo: 'edu',
        factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
        insuranceVOS: [{ count: 1, programCode, riskBeans: [{ riskCode: '2724' }] }],
        productCode,
        renewalStatus: 1,
      },
    ]);

  it('starts, and logs one loud line per switched-off product naming its file and problem', () => {
    const lines = logged.filter((l) => l.includes('产品暂不可售'));
    expect(lines.find((l) => l.includes(BROKEN.invalidJson.file))).toMatch(/20PR518364 .*not valid JSON/);
    expect(lines.find((l) => l.includes(BROKEN.schemaError.file))).toMatch(
      /\/route\/clearRecord must be boolean/,
    );
    expect(lines.find((l) => l.includes(BROKEN.lintError.file))).toMatch(/LC702546-B/);
    expect(lines).toHaveLength(3);
  });

  it.each(Object.entries(BROKEN))('a product with a %s says 产品暂不可售', async (_kind, { code }) => {
    const status = await anon.get<{ available: boolean }>(
      `/prod-svc/api/v1/product_status?productCode=${code}`,
    );
    expect(status.data).toMatchObject({ productCode: code, available: false, manifestVersion: '' });
    const display = await anon.get(`/prod-svc/api/v1/product_display?productCode=${code}`);
    expect(display.status).toBe(409);
    expect(display.msg).toBe(`产品暂不可售：${code}`);
  });

  it('never prices a switched-off product, and the rest keep selling', async () => {
    const off = await premium(BROKEN.lintError.code, 'LC702546-B');
    expect(off.status).toBe(409);
    expect(off.msg).toContain('产品暂不可售');
    const on = await premium(JINING, 'JN979745-B');
    expect(on.code).toBe('0000');
    expect(on.data.totalPremium).toBeGreaterThan(0);
    const status = await anon.get<{ available: boolean; manifestVersion: string }>(
      `/prod-svc/api/v1/product_status?productCode=${JINING}`,
    );
    expect(status.data.available).toBe(true);
    expect(status.data.manifestVersion).toMatch(/^v1-/);
  });

  it('never takes an order for a switched-off product (submit answers 产品暂不可售)', () => {
    const port = {
      unavailable: (code: string) => code === BROKEN.lintError.code,
      get: () => undefined,
    } as unknown as ProductPort;
    const input = {
      userCode: 'U1',
      request: {},
      form: { productCode: BROKEN.lintError.code },
      now: new Date(),
      locale: 'zh-CN',
    } as unknown as Parameters<typeof checkSubmission>[1];
    expect(() => checkSubmission(port, input, (key, params) => format(key, params))).toThrow(
      `产品暂不可售：${BROKEN.lintError.code}`,
    );
  });
});

/**
 * A broken manifest switches off only its product (issue 14): a gateway started on a copy of
 * products/ where one manifest has a plan without a rate (a lint error) logs it, and a buyer who
 * opens that product sees 产品暂不可售 — while every other product keeps selling.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnTestGateway, type TestGateway } from '../../../scripts/lib/spawn-test-gateway';
import { waitForGateway } from '../../../scripts/lib/wait-for-gateway';
import { shot } from './helpers';

const root = resolve(import.meta.dirname, '../../..');
/** A second gateway beside the journeys' own (E2E_PORT): one port up. */
const port = Number(process.env.E2E_PORT ?? 18080) + 1;
const base = `http://127.0.0.1:${port}`;

let gateway: TestGateway | undefined;
let dir = '';

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journey-fail-soft-'));
  const products = join(dir, 'products');
  await cp(join(root, 'products'), products, { recursive: true });
  const file = join(products, 'liaocheng.json');
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace(/,\s*\{ "program": "LC702546-B"[^}]*\}, "premium": 100 \}/, ''),
  );
  gateway = spawnTestGateway({ port, env: { PRODUCTS_DIR: products } });
  // Wait for the gateway to answer (its start: database, seed, catalogue). A first start beside
  // vitest and three journey lanes on 2 cores took over 120 s in CI; an exit fails the wait at once.
  await waitForGateway(`${base}/`, { timeoutMs: 360_000, process: gateway.child });
});

test.afterAll(async () => {
  await gateway?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the broken product says 产品暂不可售; the others keep selling', async ({ page }) => {
  expect(gateway?.output()).toMatch(
    /产品暂不可售 — switched off 21PR702546 \(products\/liaocheng\.json\):.*LC702546-B/,
  );

  const offAnswer = page.waitForResponse((r) => r.url().includes('product_status?productCode=21PR702546'));
  await page.goto(`${base}/#/liaochengDetails`);
  await offAnswer;
  const off = page.getByTestId('product-unavailable');
  await expect(off).toBeVisible();
  await expect(off).toContainText('产品暂不可售');
  await expect(off).toContainText('聊城市学生意外伤害保险');
  await expect(page.getByTestId('detail-screen')).toHaveCount(0);
  await shot(page, 'product-unavailable');

  // Another product of the same family, on the same gateway: its page and its way to buy are there.
  const onAnswer = page.waitForResponse((r) => r.url().includes('product_status?productCode=20PR518364'));
  await page.goto(`${base}/#/linyiDetails`);
  // The page's own status call has been answered (available) and the page stays.
  expect(await (await onAnswer).json()).toMatchObject({ data: { available: true } });
  await expect(page.getByTestId('detail-screen')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即投保' })).toBeVisible();
  await expect(page.getByTestId('product-unavailable')).toHaveCount(0);
});

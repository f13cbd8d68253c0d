/**
 * A real release in the browser (issue 14 item 8). The journey runs its own gateway on its own data
 * directory, serving the built app, and releases the way an operator does: in a copy of the project
 * it changes the Jining manifest (成长版 10 元 dearer and 30万 instead of 20万, the accident clause
 * rewritten, a price scheduled for later), regenerates the route index (`gen:types`), rebuilds the
 * app (`vite build`) and restarts the gateway on both. Seen from the buyer:
 *   - an order paid before the release keeps its price, cover and clause on the order detail, the
 *     e-policy and the staff replay;
 *   - a confirm page opened before the release submits into the real 4091 and comes back as the
 *     insure page with 产品信息已更新, everything typed kept and the new price;
 *   - the scheduled price goes live when the gateway's clock reaches it (POST /_gw/_dev/clock).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  fillField,
  fillHolderAndChild,
  idNumber,
  loginFromChooser,
  runSequence,
  shot,
  toConfirm,
} from './helpers';
import { advanceGatewayClock, passwordLogin, STAFF } from '../shell/helpers';
import { spawnTestGateway, type TestGateway } from '../../../scripts/lib/spawn-test-gateway';
import { waitForGateway } from '../../../scripts/lib/wait-for-gateway';
import { copyProject, projectRoot as root } from '../../setup/project-copy';
import { PHONE } from '../../../scripts/lib/phone';

/** Beside the lanes' gateways (E2E_PORT, +2, +3, +4: playwright.config.ts) and the fail-soft one (+1). */
const port = Number(process.env.E2E_PORT ?? 18080) + 5;
const base = `http://127.0.0.1:${port}`;
const PRODUCT = '19PR979745';
const FILE = 'jining-student-growth.json';
const NEW_CLAUSE = '第一条 本条款为2027年发布的新文本。';
/** The scheduled price goes live this long after the release (by the gateway's clock). */
const SCHEDULED_IN_MS = 10 * 60_000;
// Every page and request of this file talks to this journey's own gateway.
test.use({ baseURL: base });

let dir = '';
let workspace = '';
let gateway: TestGateway | undefined;

/** The gateway on this journey's data directory: a restart opens what the run before left. */
async function startGateway(env: Record<string, string>): Promise<void> {
  gateway = spawnTestGateway({ port, env: { DATA_DIR: join(dir, 'data'), ...env } });
  // A start beside vitest and the journey lanes on 2 cores can take minutes; an exit fails at once.
  await waitForGateway(`${base}/`, { timeoutMs: 360_000, process: gateway.child });
}

/** The operator's edit: what a buyer sees change, and a price prepared for later. */
async function editManifest(scheduledFrom: Date): Promise<void> {
  const path = join(workspace, 'products', FILE);
  const json = JSON.parse(await readFile(path, 'utf8')) as {
    premium: { rates: { program: string; premium: number }[] };
    plans: {
      groups: {
        programs: { code: string; risks: { duties: { limitName: string; amount?: number }[] }[] }[];
      }[];
    };
    protocols?: unknown;
    schedule?: unknown;
  };
  for (const rate of json.premium.rates) rate.premium += 10;
  const growth = json.plans.groups[0]!.programs.find((p) => p.code === 'JN979745-B')!;
  growth.risks[0]!.duties.find((d) => d.limitName === '意外身故/伤残')!.amount = 30;
  json.protocols = {
    clauses: [
      { id: 'clause-accident', content: `<h3>学生幼儿意外伤害保险条款（2027版）</h3><p>${NEW_CLAUSE}</p>` },
    ],
  };
  json.schedule = [
    {
      from: scheduledFrom.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      premium: {
        rates: [
          { program: 'JN979745-A', when: { insurePeriod: '1' }, premium: 80 },
          { program: 'JN979745-B', when: { insurePeriod: '1' }, premium: 199 },
        ],
      },
    },
  ];
  await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
}

/** The version the gateway sells the product under now. */
async function soldVersion(): Promise<string> {
  const answer = (await (
    await fetch(`${base}/_gw/prod-svc/api/v2/notificationInfo/edu?productCode=${PRODUCT}`)
  ).json()) as {
    data: { manifestVersion: string };
  };
  return answer.data.manifestVersion;
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  dir = await mkdtemp(join(tmpdir(), 'journey-release-'));
  workspace = await copyProject(join(dir, 'project'));
  // Before the release: the app as built from products/ (the journeys' build), the catalogue as in the copy (the same).
  await startGateway({ PRODUCTS_DIR: join(workspace, 'products'), DIST_DIR: join(root, 'dist') });
});

test.afterAll(async () => {
  await gateway?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('a release: the old order keeps what it sold, an open page reloads with 产品信息已更新 and the new price, a scheduled price goes live', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  // 1. An order bought and paid before the release (成长版, ¥150, 20万).
  await page.goto(`/#/insure?productCode=${PRODUCT}`);
  await page.getByTestId('visitor-login-bar').getByRole('link', { name: '去登录' }).click();
  await loginFromChooser(page);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await fillHolderAndChild(page, { id: idNumber('370811', '20140610', runSequence(11)), name: '周小旧' });
  await expect(page.getByTestId('premium')).toHaveText('¥150.00');
  await toConfirm(page);
  await page.getByRole('button', { name: '确认投保' }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/(paySuccess|payoff)\?.*orderCode=/);
  const orderCode = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderCode') ?? '';
  expect(orderCode).not.toBe('');
  // The sandbox insurer issues the policy two minutes after payment: the gateway's clock gets there at once.
  await advanceGatewayClock(page.request, 3 * 60_000);
  const oldVersion = await soldVersion();

  // 2. The same buyer starts a second purchase and waits on the confirm page.
  await page.goto(`/#/insure?productCode=${PRODUCT}`);
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await fillHolderAndChild(page, { id: idNumber('370811', '20150210', runSequence(12)), name: '周小发' });
  await fillField(page, '投保人信息', '投保人姓名', '张丽');
  await toConfirm(page);
  await shot(page, '40-release-confirm-before');

  // 3. The release, as an operator makes it: edit, regenerate, build, restart.
  const releasedAt = await advanceGatewayClock(page.request, 0);
  const scheduledFrom = new Date(releasedAt.getTime() + SCHEDULED_IN_MS);
  await editManifest(scheduledFrom);
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd: workspace, encoding: 'utf8', stdio: 'pipe' });
  run(['tsx', 'scripts/gen-manifest-types.ts']);
  run(['vite', 'build', '--logLevel', 'warn']);
  await gateway?.stop();
  await startGateway({ PRODUCTS_DIR: join(workspace, 'products'), DIST_DIR: join(workspace, 'dist') });
  // A test gateway's clock starts from the system's time: the restarted one goes on from where the
  // old one was, as a server's time does across a restart. (Else the first order is issued only once
  // two real minutes have passed since its payment, and step 5 waited on 待出单 when it came sooner.)
  const restartedAt = await advanceGatewayClock(page.request, 0);
  await advanceGatewayClock(page.request, Math.max(0, releasedAt.getTime() - restartedAt.getTime()));
  expect(await soldVersion()).not.toBe(oldVersion);

  // 4. The open page submits: the real 4091, then the insure page of the released product.
  // The gateway's answer is read on its way to the page (passed on unchanged): the page reloads at once.
  let answer = '';
  await page.route(/\/order\/submitOrder\/v2/, async (route) => {
    const response = await route.fetch();
    answer = await response.text();
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: '确认投保' }).click();
  await expect.poll(() => answer).toContain('"code":"4091"');
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page.getByText('产品信息已更新')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '被保险人1' }).getByRole('textbox', { name: '学生姓名' }),
  ).toHaveValue('周小发');
  await expect(
    page.getByRole('region', { name: '投保人信息' }).getByRole('textbox', { name: '投保人姓名' }),
  ).toHaveValue('张丽');
  await expect(page.getByTestId('premium')).toHaveText('¥160.00');
  await expect(page.getByTestId('insure-screen')).toContainText('30万');
  await shot(page, '41-release-reloaded-new-price');
  await expect(page.getByText('产品信息已更新')).toBeHidden();

  // 5. The order bought before the release: its detail, e-policy and replay show what was sold.
  await page.goto(`/#/policyList`);
  await page.locator(`a[href*="${orderCode}"]`).click();
  await expect(page.getByTestId('policy-detail')).toBeVisible();
  await expect(page.getByTestId('policy-detail')).toContainText('150');
  await page.getByRole('link', { name: '投保单详情' }).click();
  const sold = page.getByTestId('sold-cover');
  await expect(sold).toContainText('成长版');
  await expect(sold).toContainText('20万');
  await expect(sold).not.toContainText('30万');
  await shot(page, '42-release-old-order-detail');
  await page.goBack();
  await page.getByRole('button', { name: '电子保单' }).click();
  const firstPage = page.locator('.pdf-pages canvas').first();
  await expect(firstPage).toContainText('意外身故/伤残：20万');
  await expect(firstPage).not.toContainText('30万');
  await shot(page, '43-release-old-epolicy');

  const staffContext = await browser.newContext({
    baseURL: base,
    ...PHONE,
  });
  const staff = await staffContext.newPage();
  await staff.goto(`/#/passport/PasswordLogin`);
  await passwordLogin(staff, staff.request, STAFF);
  await expect.poll(() => staff.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await staff.goto(`/#/salesReplay?orderCode=${orderCode}`);
  await expect(staff.getByTestId('manifest-version')).toHaveText(oldVersion);
  await expect(staff.getByTestId('replay-sold')).toContainText('20万');
  await expect(staff.getByTestId('replay-sold')).not.toContainText('30万');
  await shot(staff, '44-release-old-order-replay');
  await staffContext.close();

  // 6. The scheduled price: ¥160 until its time, ¥199 from then on, by the gateway's clock.
  await page.goto(`/#/insure?productCode=${PRODUCT}`);
  await expect(page.getByTestId('premium')).toHaveText('¥160.00');
  // (The restart started the gateway's clock afresh: it is moved to just past the scheduled time.)
  const now = await advanceGatewayClock(page.request, 0);
  expect(now.getTime()).toBeLessThan(scheduledFrom.getTime());
  await page.clock.setSystemTime(
    await advanceGatewayClock(page.request, scheduledFrom.getTime() - now.getTime() + 1000),
  );
  await page.reload();
  await expect(page.getByTestId('insure-screen')).toBeVisible();
  await expect(page.getByTestId('premium')).toHaveText('¥199.00');
  await shot(page, '45-release-scheduled-price-live');
});

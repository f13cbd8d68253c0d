/**
 * Scaffolds a product variant (docs/products.md, "Add a variant"). Every answer can be a flag:
 *
 *   npx tsx scripts/new-product.ts --family student-accident --code 23PR000123 --name 潍坊市学生意外伤害保险 \
 *     --path /weifangDetails --file weifang --project-code XM370700001 --project-name 潍坊市学生意外伤害保险项目 \
 *     --region 潍坊市 --insurer PICC --ages 3-18 \
 *     --plan WF000123-A=基础版 --duty "WF000123-A:意外身故/伤残=10万" --rate WF000123-A=100 \
 *     --plan WF000123-B=升级版 --duty "WF000123-B:意外身故/伤残=20万" --rate WF000123-B=150 \
 *     --payment oauth --renewal buyAgain
 *
 * With `--interactive` (or in a terminal, when something is missing) it asks for what is missing.
 * Writes products/<file>.json and lints it against the catalogue: exit 0 when it lints clean.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isObject, type Json, type JsonObject } from '../engine/load/merge';
import { resolveManifest } from '../engine/load/resolve';
import { interactiveAsker, type Asker } from './new-product/ask';
import {
  buildManifest,
  comboKey,
  factorCombinations,
  type Answers,
  type Insurer,
  type PlanAnswer,
} from './new-product/build-manifest';
import {
  parseAges,
  parseChoice,
  parseDuty,
  parsePlan,
  parsePremium,
  parseRegion,
  type Parsed,
} from './new-product/parse';
import { formatProblem } from './lint/problem';
import { lintProducts } from './lint/run';

const { values } = parseArgs({
  options: {
    family: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    path: { type: 'string' },
    file: { type: 'string' },
    'project-code': { type: 'string' },
    'project-name': { type: 'string' },
    region: { type: 'string' },
    insurer: { type: 'string' },
    ages: { type: 'string' },
    plan: { type: 'string', multiple: true },
    duty: { type: 'string', multiple: true },
    rate: { type: 'string', multiple: true },
    payment: { type: 'string' },
    renewal: { type: 'string' },
    access: { type: 'string' },
    interactive: { type: 'boolean', default: false },
  },
});

const REQUIRED = [
  'family',
  'code',
  'name',
  'path',
  'file',
  'project-code',
  'project-name',
  'region',
  'insurer',
  'ages',
  'plan',
  'duty',
  'rate',
  'payment',
  'renewal',
] as const;
const text =
  (pattern: RegExp, problem: string) =>
  (t: string): Parsed<string> =>
    pattern.test(t.trim()) ? { ok: true, value: t.trim() } : { ok: false, problem };

async function readJson(path: string): Promise<Json> {
  return JSON.parse(await readFile(path, 'utf8')) as Json;
}

async function main(): Promise<number> {
  const productsDir = resolve(process.env.PRODUCTS_DIR ?? 'products');
  const missing = REQUIRED.filter((k) => values[k] === undefined);
  const interactive = values.interactive || (missing.length > 0 && process.stdin.isTTY === true);
  if (missing.length > 0 && !interactive) {
    console.log(
      `缺少 ${missing.map((m) => `--${m}`).join('、')}：按 docs/products.md 的“添加变体”写全，或加 --interactive 逐项回答`,
    );
    return 1;
  }
  const familyNames = (await readdir(resolve(productsDir, 'families')))
    .filter((n) => n.endsWith('.json'))
    .map((n) => basename(n, '.json'));
  const familyJson = new Map(
    await Promise.all(
      familyNames.map(
        async (n) => [n, await readJson(resolve(productsDir, 'families', `${n}.json`))] as const,
      ),
    ),
  );
  // The insurers the catalogue already names (code, name, logo): an operator picks one by code.
  const insurers = new Map<string, Insurer>();
  for (const file of (await readdir(productsDir)).filter((n) => n.endsWith('.json'))) {
    const json = await readJson(resolve(productsDir, file)).catch(() => undefined);
    const list =
      isObject(json as Json) && Array.isArray((json as JsonObject).insurers)
        ? ((json as JsonObject).insurers as Json[])
        : [];
    for (const i of list)
      if (isObject(i) && typeof i.code === 'string' && !insurers.has(i.code))
        insurers.set(i.code, {
          name: String(i.name),
          code: i.code,
          partyRole: 'lead',
          ...(typeof i.logoUrl === 'string' ? { logoUrl: i.logoUrl } : {}),
        });
  }

  const ask = interactiveAsker(process.stdin, process.stdout, interactive);
  let written: string | undefined;
  try {
    written = await scaffold(ask, productsDir, familyNames, familyJson, insurers);
  } finally {
    ask.close();
  }
  if (!written) return 1;
  const { problems } = await lintProducts({ productsDir, targets: [written] });
  for (const p of problems) console.log(formatProblem(p));
  if (problems.length > 0) return 1;
  const route = (JSON.parse(await readFile(written, 'utf8')) as { route: { path: string } }).route.path;
  console.log(
    `检查通过。下一步：npm run lint:products -- products/${basename(written)}（同时重新生成路由索引和故事），然后 npm start，打开 #${route}`,
  );
  return 0;
}

/** Asks (or reads from flags) every answer, writes the manifest; its path, or undefined when the input ended. */
async function scaffold(
  ask: Asker,
  productsDir: string,
  familyNames: string[],
  familyJson: Map<string, Json>,
  insurers: Map<string, Insurer>,
): Promise<string | undefined> {
  const family = await ask.one(
    `产品族（${familyNames.join('、')}）`,
    parseChoice(familyNames),
    values.family,
  );
  if (!family) return undefined;
  const resolvedFamily = resolveManifest(familyJson.get(family) as Json, (n) => familyJson.get(n), family);
  if (!resolvedFamily.ok) return undefined;
  const base = resolvedFamily.value;
  const code = await ask.one(
    '产品代码（例如 23PR000123）',
    text(/^\d{2}PR\d{6}$/, '产品代码形如 23PR000123'),
    values.code,
  );
  const name = code && (await ask.one('产品名称', text(/\S/, '写产品全称'), values.name));
  const path =
    name &&
    (await ask.one(
      '详情页路径（例如 /weifangDetails）',
      text(/^\/[A-Za-z0-9]+$/, '路径以 / 开头，只含字母和数字'),
      values.path,
    ));
  const file =
    path &&
    (await ask.one(
      '文件名（products/<文件名>.json）',
      text(/^[a-z0-9-]+$/, '小写字母、数字和 -'),
      values.file,
    ));
  if (!code || !name || !path || !file) return undefined;
  if (existsSync(resolve(productsDir, `${file}.json`))) {
    console.log(`products/${file}.json 已存在`);
    return undefined;
  }
  const projectCode = await ask.one('项目代码', text(/\S/, '写保险公司的项目代码'), values['project-code']);
  const projectName =
    projectCode && (await ask.one('项目名称', text(/\S/, '写项目名称'), values['project-name']));
  const region =
    projectName && (await ask.one('销售地区（省、市或区县的名称或代码）', parseRegion, values.region));
  const codes = [...insurers.keys()];
  const pickInsurer = (t: string): Parsed<Insurer> => {
    const found = insurers.get(t.trim());
    return found ? { ok: true, value: found } : { ok: false, problem: `可选：${codes.join('、')}` };
  };
  const insurer =
    region && (await ask.one(`承保公司代码（${codes.join('、')}）`, pickInsurer, values.insurer));
  const ages =
    insurer && (await ask.one('被保险人年龄（周岁，例如 3-18；以天起算写 28d-18）', parseAges, values.ages));
  if (!projectCode || !projectName || !region || !insurer || !ages) return undefined;
  const plans = await askPlans(ask, base);
  if (!plans) return undefined;
  const payment = await ask.one(
    '支付方式（none、payUrl、external、oauth）',
    parseChoice(['none', 'payUrl', 'external', 'oauth'] as const),
    values.payment,
    familyPayment(base),
  );
  const renewal =
    payment &&
    (await ask.one(
      '续保按钮（goRenew 去续保、buyAgain 再次购买、none 无）',
      parseChoice(['goRenew', 'buyAgain', 'none'] as const),
      values.renewal,
    ));
  const access =
    renewal &&
    (await ask.one(
      '谁能打开详情页（public 所有人、login 登录后）',
      parseChoice(['public', 'login'] as const),
      values.access,
      'public',
    ));
  if (!payment || !renewal || !access) return undefined;
  const answers: Answers = {
    family,
    code,
    name,
    path,
    file,
    projectCode,
    projectName,
    access,
    region,
    insurer,
    ages,
    plans,
    payment,
    renewal,
  };
  const target = resolve(productsDir, `${file}.json`);
  await writeFile(target, `${JSON.stringify(buildManifest(answers, base), null, 2)}\n`);
  console.log(`已写入 products/${file}.json`);
  return target;
}

const familyPayment = (family: JsonObject): string =>
  isObject(family.payment) && typeof family.payment.mode === 'string' ? family.payment.mode : 'oauth';

/** "WF-A[ageBand=0-6]=120" or "WF-A=100" (every combination). */
const RATE = /^\s*([A-Za-z0-9_-]+)(?:\[([^\]]*)\])?\s*=\s*(\S+)\s*$/;

/** Plans with their duties and a premium for every factor combination: from --plan/--duty/--rate, or asked. */
async function askPlans(ask: Asker, family: JsonObject): Promise<PlanAnswer[] | undefined> {
  const combos = factorCombinations(family);
  const label = (combo: Record<string, string>) =>
    Object.keys(combo).length > 0 ? `（${comboKey(combo)}）` : '';
  const given = (values.plan ?? []).map(parsePlan);
  const planHeads =
    given.length > 0 && given.every((p) => p.ok)
      ? given.map((p) => (p as { value: { code: string; name: string } }).value)
      : await ask.many('方案（代码=名称，例如 WF000123-A=基础版）', parsePlan);
  if (!planHeads) return undefined;
  const plans: PlanAnswer[] = [];
  for (const head of planHeads) {
    const flagged = (values.duty ?? [])
      .filter((d) => d.startsWith(`${head.code}:`))
      .map((d) => parseDuty(d.slice(head.code.length + 1)));
    const duties =
      flagged.length > 0 && flagged.every((d) => d.ok)
        ? flagged.map((d) => (d as { value: PlanAnswer['duties'][number] }).value)
        : await ask.many(`${head.name} 的保障责任（名称=金额单位，例如 意外身故/伤残=10万）`, parseDuty);
    if (!duties) return undefined;
    const rates = new Map<string, number>();
    for (const combo of combos) {
      // A bracket names some factor values ("[ageBand=7-12]"): it prices the combinations that have them.
      const covers = (pairs: string | undefined) =>
        (pairs ?? '')
          .split(',')
          .filter(Boolean)
          .every((pair) => comboKey(combo).split(',').includes(pair.trim()));
      const flag = (values.rate ?? [])
        .map((r) => RATE.exec(r))
        .find((m) => m && m[1] === head.code && covers(m[2]));
      const premium = await ask.one(`${head.name}${label(combo)} 的保费（元）`, parsePremium, flag?.[3]);
      if (premium === undefined) return undefined;
      rates.set(comboKey(combo), premium);
    }
    plans.push({ ...head, duties, rates });
  }
  return plans;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);

/**
 * Scaffolds a product variant: `npx tsx scripts/new-product.ts --family student-accident
 * --code 23PR000123 --path /weifangDetails --name 潍坊市学生意外伤害保险 --file weifang
 * --project-code XM370700001 --project-name 潍坊市学生意外伤害保险项目 [--access login]
 * [--province-code 370000 --province-name 山东省 --city-code 370700 --city-name 潍坊市]`.
 * Writes products/<file>.json extending the family, then lints it against the catalogue.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from './lint/problem';
import { lintProducts } from './lint/run';

const { values } = parseArgs({
  options: {
    family: { type: 'string' },
    code: { type: 'string' },
    path: { type: 'string' },
    name: { type: 'string' },
    file: { type: 'string' },
    'project-code': { type: 'string' },
    'project-name': { type: 'string' },
    access: { type: 'string', default: 'public' },
    'province-code': { type: 'string' },
    'province-name': { type: 'string' },
    'city-code': { type: 'string' },
    'city-name': { type: 'string' },
  },
});

async function main(): Promise<number> {
  const missing = ['family', 'code', 'path', 'name', 'file', 'project-code', 'project-name'].filter(
    (k) => !values[k as keyof typeof values],
  );
  if (missing.length > 0) {
    console.log(`missing ${missing.map((m) => `--${m}`).join(', ')} (see docs/products.md)`);
    return 1;
  }
  const productsDir = resolve(process.env.PRODUCTS_DIR ?? 'products');
  const familyPath = resolve(productsDir, 'families', `${values.family}.json`);
  if (!existsSync(familyPath)) {
    console.log(`no family products/families/${values.family}.json`);
    return 1;
  }
  const target = resolve(productsDir, `${values.file}.json`);
  if (existsSync(target)) {
    console.log(`products/${values.file}.json already exists`);
    return 1;
  }
  const family = JSON.parse(await readFile(familyPath, 'utf8')) as { plans?: unknown; premium?: unknown };
  const region =
    values['province-code'] && values['province-name']
      ? {
          region: {
            provinceCode: values['province-code'],
            provinceName: values['province-name'],
            ...(values['city-code'] ? { cityCode: values['city-code'] } : {}),
            ...(values['city-name'] ? { cityName: values['city-name'] } : {}),
          },
        }
      : {};
  const manifest = {
    $schema: '../schemas/product-manifest.schema.json',
    extends: values.family,
    productCode: values.code,
    name: values.name,
    project: { code: values['project-code'], name: values['project-name'] },
    ...region,
    route: {
      path: values.path,
      access: values.access === 'login' ? 'login' : 'public',
      clearRecord: true,
      clearForm: false,
    },
    // The family's plans and rates, to be replaced by this product's own.
    plans: family.plans,
    premium: family.premium,
  };
  await writeFile(target, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `wrote products/${values.file}.json — now edit plans, premium and what else differs, then run npm run gen:types`,
  );
  const { problems } = await lintProducts({ productsDir, targets: [target] });
  for (const p of problems) console.log(formatProblem(p));
  return problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);

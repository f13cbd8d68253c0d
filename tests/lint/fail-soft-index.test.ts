import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderProductIndex } from '../../scripts/lint/product-index';

const root = resolve(import.meta.dirname, '../..');

/** The app's side of a broken manifest: the index keeps its route, switched off; the rest are untouched. */
describe('the generated index with a broken manifest', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'index-fail-soft-'));
  const products = join(dir, 'products');
  await cp(join(root, 'products'), products, { recursive: true });
  const broken = join(products, 'linyi.json');
  await writeFile(broken, (await readFile(broken, 'utf8')).replace(/\n}\s*$/, ',\n}\n')); // invalid JSON
  const ages = join(products, 'liaocheng.json'); // a lint error: ages min > max
  await writeFile(
    ages,
    (await readFile(ages, 'utf8')).replace(
      '"extends": "student-accident",',
      '"extends": "student-accident",\n  "eligibility": { "insuredAge": { "min": { "value": 20, "unit": "year" }, "max": { "value": 3, "unit": "year" } } },',
    ),
  );
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const index = async () => {
    const source = await renderProductIndex(products);
    const list = source.slice(source.indexOf('= [') + 2);
    return JSON.parse(list.slice(0, list.indexOf('];') + 1)) as {
      productCode: string;
      path: string;
      name: string;
      unavailable?: true;
    }[];
  };

  it('marks the broken products unavailable at their routes and keeps every other one as it was', async () => {
    const entries = await index();
    expect(entries.find((e) => e.productCode === '20PR518364')).toMatchObject({
      path: '/linyiDetails',
      unavailable: true,
    });
    expect(entries.find((e) => e.productCode === '21PR702546')).toMatchObject({
      path: '/liaochengDetails',
      name: '聊城市学生意外伤害保险',
      unavailable: true,
    });
    const committed = await readFile(join(root, 'engine/generated/product-index.ts'), 'utf8');
    const others = entries.filter((e) => !e.unavailable);
    expect(others).toHaveLength(entries.length - 2);
    for (const e of others) expect(committed).toContain(JSON.stringify(e, null, 2).split('\n').join('\n  '));
  });
});

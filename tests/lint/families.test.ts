import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductManifest } from '../../engine/generated/manifest';
import type { Json } from '../../engine/load/merge';
import { resolveManifest } from '../../engine/load/resolve';
import { validateManifest } from '../../engine/load/validate';
import { normalizeManifest } from '../../engine/normalize/product';
import { premiumForSelection } from '../../engine/rules/premium';
import { defaultSelection } from '../../engine/rules/plan-selection';
import { ratesRule } from '../../engine/checks/rates';
import { referencesRule } from '../../engine/checks/references';

const dir = resolve(import.meta.dirname, '../../products/families');

describe('every family is a complete product once a variant adds its identity', async () => {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).map((n) => n.replace(/\.json$/, ''));
  const families = new Map<string, Json>(
    await Promise.all(
      names.map(
        async (n) => [n, JSON.parse(await readFile(resolve(dir, `${n}.json`), 'utf8')) as Json] as const,
      ),
    ),
  );

  it.each(names)('%s', (name) => {
    const variant = {
      extends: name,
      productCode: '97PR000001',
      name: '家族完整性测试产品',
      project: { code: 'XM-F', name: '测试项目' },
      route: { path: '/familyCheckDetails', access: 'public', clearRecord: true, clearForm: false },
    };
    const resolved = resolveManifest(variant, (n) => families.get(n));
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(validateManifest(resolved.value)).toEqual([]);
    const manifest = resolved.value as unknown as ProductManifest;
    expect([...referencesRule(manifest), ...ratesRule(manifest)]).toEqual([]);
    const model = normalizeManifest(manifest);
    const selection = defaultSelection(model);
    expect(selection).toBeDefined();
    if (selection) expect(premiumForSelection(model, selection)).toBeGreaterThan(0);
  });
});

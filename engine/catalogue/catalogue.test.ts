import { describe, expect, it } from 'vitest';
import { PRODUCT_INDEX } from '../generated/product-index';
import { loadCatalogue } from '../node';
import { validateManifest } from '../load/validate';
import { createLazyCatalogue } from './lazy';
import { SPEC_RENEWAL_TABLE } from './renewal-table';

describe('catalogue (Node loader over products/)', async () => {
  const catalogue = await loadCatalogue('products');

  it('finds products by path and code; several codes may share one path', () => {
    expect(catalogue.productForPath('/jiningDetails')?.productCode).toBe('19PR979745');
    expect(catalogue.productForCode('19PR979745')?.route.path).toBe('/jiningDetails');
    expect(catalogue.detailPathForCode('19PR979745')).toBe('/jiningDetails');
    expect(catalogue.productForPath('/noSuchDetails')).toBeUndefined();
    const shared = new Map<string, string[]>();
    for (const p of catalogue.products)
      shared.set(p.route.path, [...(shared.get(p.route.path) ?? []), p.productCode]);
    for (const [path, codes] of shared) {
      if (codes.length < 2) continue;
      expect(catalogue.productForPath(path)?.route.sharedPath).toBe('primary');
      for (const code of codes) {
        expect(catalogue.detailPathForCode(code)).toBe(path);
        expect(catalogue.productForPath(path, code)?.productCode).toBe(code);
      }
    }
  });

  it('answers the renewal label of the spec’s 12-code table, and nothing for other codes', () => {
    for (const row of SPEC_RENEWAL_TABLE)
      expect([row.code, catalogue.renewalLabel(row.code)]).toEqual([row.code, row.label]);
    expect(catalogue.renewalLabel('19PR611048')).toBe('goRenew');
    expect(catalogue.renewalLabel('20PR393968')).toBe('buyAgain');
    expect(catalogue.renewalLabel('99PR999999')).toBeUndefined();
  });

  it('gives every product a content-hash manifestVersion', () => {
    const versions = catalogue.products.map((p) => p.manifestVersion);
    expect(versions.every((v) => /^v1-[0-9a-f]{28}$/.test(v))).toBe(true);
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('lazy catalogue (the browser: one manifest chunk per route)', () => {
  it('routes from the small index and loads only the product’s manifest and families', async () => {
    // Exactly what the app does: Vite's lazy glob imports, one chunk per manifest.
    const loaded: string[] = [];
    const track = (globbed: Record<string, () => Promise<unknown>>) =>
      Object.fromEntries(
        Object.entries(globbed).map(([path, load]) => [
          path,
          () => {
            loaded.push(path.replace('../../', ''));
            return load();
          },
        ]),
      );
    const manifests = track(import.meta.glob('../../products/*.json'));
    const families = track(import.meta.glob('../../products/families/*.json'));
    const lazy = createLazyCatalogue({ index: PRODUCT_INDEX, manifests, families });

    expect(lazy.entryForPath('/jiningDetails')).toMatchObject({
      productCode: '19PR979745',
      requiresLogin: false,
      clearRecord: true,
    });
    expect(lazy.renewalLabel('19PR979745')).toBe('buyAgain');
    expect(loaded).toEqual([]);
    expect(lazy.loaded('19PR979745')).toBeUndefined();
    const model = await lazy.load('19PR979745');
    // Once loaded, at hand without waiting (a page draws it in its first render).
    expect(lazy.loaded('19PR979745')).toBe(model);
    expect(model.name).toBe('济宁市学生成长保障计划');
    expect(loaded.sort()).toEqual([
      'products/families/student-accident.json',
      'products/jining-student-growth.json',
    ]);
    expect(await lazy.load('19PR979745')).toBe(model);
    expect(model.manifestVersion).toBe(
      (await loadCatalogue('products')).productForCode('19PR979745')?.manifestVersion,
    );
    await expect(lazy.load('99PR999999')).rejects.toThrow('unknown product code');
  });

  it('checks each manifest against the schema when given a validator (development builds)', async () => {
    const entry = PRODUCT_INDEX.find((e) => e.productCode === '19PR979745')!;
    const broken = { ...entry, file: 'broken.json' };
    const lazy = createLazyCatalogue({
      index: [broken],
      manifests: {
        'broken.json': async () => ({
          default: { extends: 'student-accident', productCode: '19PR979745', name: '坏' },
        }),
      },
      families: import.meta.glob('../../products/families/*.json'),
      validate: validateManifest,
    });
    await expect(lazy.load('19PR979745')).rejects.toThrow(
      /\[engine\] broken\.json: .*missing required property "route"/,
    );
  });

  it('never loads a product the index marks switched off', async () => {
    const entry = PRODUCT_INDEX.find((e) => e.productCode === '19PR979745')!;
    const loaded: string[] = [];
    const lazy = createLazyCatalogue({
      index: [{ ...entry, unavailable: true }],
      manifests: { [entry.file]: async () => void loaded.push(entry.file) },
      families: import.meta.glob('../../products/families/*.json'),
    });
    expect(lazy.entryForPath('/jiningDetails')?.unavailable).toBe(true);
    await expect(lazy.load('19PR979745')).rejects.toThrow('switched off');
    expect(loaded).toEqual([]);
  });
});

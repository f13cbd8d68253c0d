import { describe, expect, it } from 'vitest';
import { PRODUCT_INDEX } from '../generated/product-index';
import { loadCatalogue } from '../node';
import { validateManifest } from '../load/validate';
import { forFile, loaderByFileName, modelsFromManifests } from './from-manifests';
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

describe('lazy catalogue (the browser: one product loaded per route)', () => {
  it('routes from the small index and loads only the product’s manifest and families (models built from manifests: development)', async () => {
    // Manifests as lazy modules (Vite's glob imports); the built app fetches a model file instead.
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
    const manifest = forFile(loaderByFileName(track(import.meta.glob('../../products/*.json'))));
    const family = loaderByFileName(track(import.meta.glob('../../products/families/*.json')), true);
    const lazy = createLazyCatalogue({
      index: PRODUCT_INDEX,
      model: modelsFromManifests({ manifest, family }),
    });

    expect(await lazy.entryForPath('/jiningDetails')).toMatchObject({
      productCode: '19PR979745',
      requiresLogin: false,
      clearRecord: true,
      renewal: 'buyAgain',
    });
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

  it('looks a product up by code without the index where it is given a way to (the app’s per-product file)', async () => {
    const asked: string[] = [];
    const lazy = createLazyCatalogue({
      index: async () => {
        asked.push('index');
        return PRODUCT_INDEX;
      },
      entry: async (code) => {
        asked.push(code);
        return PRODUCT_INDEX.find((e) => e.productCode === code);
      },
      model: modelsFromManifests({
        manifest: forFile(loaderByFileName(import.meta.glob('../../products/*.json'))),
        family: loaderByFileName(import.meta.glob('../../products/families/*.json'), true),
      }),
    });
    expect(lazy.known('19PR979745')).toBeUndefined();
    expect((await lazy.load('19PR979745')).name).toBe('济宁市学生成长保障计划');
    expect(lazy.known('19PR979745')?.path).toBe('/jiningDetails');
    expect(await lazy.entry('99PR999999')).toBeUndefined();
    // Each answer is kept, "no such product" too: asked once.
    expect(await lazy.entry('99PR999999')).toBeUndefined();
    expect(await lazy.entry('19PR979745')).toBe(lazy.known('19PR979745'));
    expect(asked).toEqual(['19PR979745', '99PR999999']);
    // A lookup by path needs every entry: the index is loaded then, once.
    expect((await lazy.entryForPath('/fuxingUnionDetails'))?.productCode).toBe('19PR352395');
    expect(await lazy.entryForContractPath('/nowhere')).toBeUndefined();
    expect(asked).toEqual(['19PR979745', '99PR999999', 'index']);
  });

  it('asks again after a lookup failed (the network), and shares a lookup two pages make at once', async () => {
    let calls = 0;
    const lazy = createLazyCatalogue({
      index: PRODUCT_INDEX,
      entry: async (code) => {
        calls += 1;
        if (calls === 1) throw new TypeError('offline');
        return PRODUCT_INDEX.find((e) => e.productCode === code);
      },
      model: () => Promise.reject(new Error('not asked')),
    });
    await expect(lazy.entry('19PR979745')).rejects.toThrow('offline');
    expect(lazy.known('19PR979745')).toBeUndefined();
    const [a, b] = await Promise.all([lazy.entry('19PR979745'), lazy.entry('19PR979745')]);
    expect(a?.productCode).toBe('19PR979745');
    expect(b).toBe(a);
    expect(calls).toBe(2);
  });

  it('checks each manifest against the schema when given a validator', async () => {
    const entry = PRODUCT_INDEX.find((e) => e.productCode === '19PR979745')!;
    const broken = { ...entry, file: 'broken.json' };
    const lazy = createLazyCatalogue({
      index: [broken],
      model: modelsFromManifests({
        manifest: async () => ({
          default: { extends: 'student-accident', productCode: '19PR979745', name: '坏' },
        }),
        family: loaderByFileName(import.meta.glob('../../products/families/*.json'), true),
        validate: validateManifest,
      }),
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
      model: async ({ file }) => {
        loaded.push(file);
        throw new Error('not to be asked');
      },
    });
    expect((await lazy.entryForPath('/jiningDetails'))?.unavailable).toBe(true);
    await expect(lazy.load('19PR979745')).rejects.toThrow('switched off');
    expect(loaded).toEqual([]);
  });
});

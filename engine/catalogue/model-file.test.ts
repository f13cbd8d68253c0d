import { describe, expect, it } from 'vitest';
import type { ProductModel } from '../model';
import { buildCatalogue, loadCatalogue, readProductSources } from '../node';
import { fromModelFile, toModelFile } from './model-file';

describe('model files (what the built storefront fetches instead of manifests)', async () => {
  const catalogue = await loadCatalogue('products');

  /** The model a file gives back through JSON is the one the engine built, in both languages. */
  function expectRoundTrip(product: ProductModel) {
    const fetched = fromModelFile(JSON.parse(JSON.stringify(toModelFile(product))));
    const bare = (model: ProductModel | undefined) => ({ ...model, locales: undefined, schedule: undefined });
    expect(product.locales?.['en-US'], product.productCode).toBeDefined();
    expect(bare(fetched)).toEqual(bare(product));
    expect(fetched.locales?.['en-US']).toEqual(product.locales?.['en-US']);
    expect(fetched.schedule?.length).toBe(product.schedule?.length);
    (product.schedule ?? []).forEach((entry, i) => {
      const got = fetched.schedule?.[i];
      expect([got?.from, got?.at]).toEqual([entry.from, entry.at]);
      expect(bare(got?.model)).toEqual(bare(entry.model));
      expect(got?.model.locales?.['en-US']).toEqual(entry.model.locales?.['en-US']);
    });
  }

  it('give back, through JSON, every product’s model as the engine builds it, its English model too', () => {
    for (const product of catalogue.products) expectRoundTrip(product);
  });

  it('give back a product’s scheduled changes, each in both languages', async () => {
    const sources = await readProductSources('products');
    const jining = sources.manifests.get('jining-student-growth.json') as Record<string, unknown>;
    sources.manifests = new Map([
      [
        'jining-student-growth.json',
        {
          ...jining,
          schedule: [
            {
              from: '2030-01-01T00:00:00Z',
              premium: { rates: [{ program: 'JN979745-A', when: { insurePeriod: '1' }, premium: 80 }] },
            },
          ],
        },
      ],
    ]);
    const { built, disabled } = buildCatalogue(sources);
    expect(disabled).toEqual([]);
    const scheduled = built[0]!.model;
    expect(scheduled.schedule?.[0]?.model.rates).not.toEqual(scheduled.rates);
    expectRoundTrip(scheduled);
  });
});

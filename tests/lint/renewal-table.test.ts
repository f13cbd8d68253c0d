import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_RENEWAL_TABLE } from '../../engine/catalogue/renewal-table';
import { PRODUCT_INDEX } from '../../engine/generated/product-index';
import { loadCatalogue } from '../../engine/node';
import { engineProductPort } from '../../server/domain/products/engine-port';

const root = resolve(import.meta.dirname, '../..');

/**
 * The spec's renewal table (§2), copied verbatim from ../shared/spec/storefront-spec.md into
 * fixtures/spec-renewal-table.md: its rows and the sentence that says which codes 'go renew'.
 */
async function specTable(): Promise<{ code: string; product: string; label: 'goRenew' | 'buyAgain' }[]> {
  const text = await readFile(resolve(import.meta.dirname, 'fixtures/spec-renewal-table.md'), 'utf8');
  const goRenew = new Set(
    /The button says 'go renew' for ([^.]+)\./.exec(text)?.[1]?.match(/\d{2}PR\d{6}/g) ?? [],
  );
  return [...text.matchAll(/^\| (\d{2}PR\d{6}) \| ([^|]+) \|$/gm)].map(([, code = '', product = '']) => ({
    code,
    product: product.trim(),
    label: goRenew.has(code) ? 'goRenew' : 'buyAgain',
  }));
}

describe('renewal labels: manifest data that keeps the spec’s 12 codes', async () => {
  const spec = await specTable();
  const catalogue = await loadCatalogue(resolve(root, 'products'));

  it('the conformance list the lint checks is the spec’s table', () => {
    expect(spec).toHaveLength(12);
    expect([...SPEC_RENEWAL_TABLE]).toEqual(spec);
  });

  it.each(spec)('$code ($product) says $label in its manifest', ({ code, label }) => {
    expect(catalogue.productForCode(code)?.renewal?.label).toBe(label);
  });

  it('lint, gateway and screens read the same label: the manifest’s', () => {
    const port = engineProductPort(catalogue);
    for (const product of catalogue.products) {
      const label = product.renewal?.label ?? '';
      expect(port.get(product.productCode)?.renewalLabel, product.productCode).toBe(label);
      expect(
        PRODUCT_INDEX.find((e) => e.productCode === product.productCode)?.renewal ?? '',
        product.productCode,
      ).toBe(label);
    }
  });
});

/** Rules across the whole catalogue: unique codes, unique paths (shared only where declared), the spec's renewal table. */
import { SPEC_RENEWAL_TABLE } from '../../../engine/catalogue/renewal-table';
import type { ProductManifest } from '../../../engine/generated/manifest';
import { finding, type Finding } from '../problem';

export interface CatalogueEntry {
  /** File name as printed. */
  file: string;
  manifest: ProductManifest;
  /** The family it extends (first link of the chain). */
  family?: string | undefined;
}

export interface CatalogueFinding extends Finding {
  file: string;
}

function groupBy(
  entries: readonly CatalogueEntry[],
  key: (e: CatalogueEntry) => string,
): Map<string, CatalogueEntry[]> {
  const map = new Map<string, CatalogueEntry[]>();
  for (const e of entries) map.set(key(e), [...(map.get(key(e)) ?? []), e]);
  return map;
}

export function uniquenessRule(entries: readonly CatalogueEntry[]): CatalogueFinding[] {
  const out: CatalogueFinding[] = [];
  for (const [code, group] of groupBy(entries, (e) => e.manifest.productCode)) {
    if (group.length < 2) continue;
    for (const e of group) {
      const others = group.filter((o) => o !== e).map((o) => o.file);
      out.push({
        file: e.file,
        ...finding('/productCode', 'catalogue.duplicateCode', { code, others: others.join(', ') }),
      });
    }
  }
  for (const [path, group] of groupBy(entries, (e) => e.manifest.route.path)) {
    if (group.length < 2) continue;
    const undeclared = group.filter((e) => !e.manifest.route.sharedPath);
    for (const e of undeclared) {
      const others = group.filter((o) => o !== e).map((o) => o.file);
      out.push({
        file: e.file,
        ...finding('/route/path', 'catalogue.duplicatePath', { path, others: others.join(', ') }),
      });
    }
    const primaries = group.filter((e) => e.manifest.route.sharedPath === 'primary');
    if (undeclared.length === 0 && primaries.length !== 1) {
      for (const e of group) {
        out.push({
          file: e.file,
          ...finding('/route/sharedPath', 'catalogue.sharedPrimaries', {
            path,
            count: group.length,
            primaries: primaries.length,
          }),
        });
      }
    }
  }
  return out;
}

/**
 * The renewal label is manifest data: any product may offer 去续保 (goRenew) or 再次购买 (buyAgain)
 * with "renewal": { "label": … }. The spec's renewal table (§2) stays a conformance list: each of
 * its 12 codes has a manifest with the spec's label.
 */
export function renewalRule(entries: readonly CatalogueEntry[], catalogueName: string): CatalogueFinding[] {
  const out: CatalogueFinding[] = [];
  const byCode = new Map(entries.map((e) => [e.manifest.productCode, e]));
  for (const row of SPEC_RENEWAL_TABLE) {
    const e = byCode.get(row.code);
    if (!e)
      out.push({
        file: catalogueName,
        ...finding('', 'catalogue.renewalMissingProduct', { code: row.code, product: row.product }),
      });
    else if (!e.manifest.renewal)
      out.push({
        file: e.file,
        ...finding('', 'catalogue.renewalMissing', { code: row.code, label: row.label }),
      });
    else if (e.manifest.renewal.label !== row.label)
      out.push({
        file: e.file,
        ...finding('/renewal/label', 'catalogue.renewalLabel', { code: row.code, label: row.label }),
      });
  }
  return out;
}

/** Rules across the whole catalogue: unique codes, unique paths (shared only where declared), the spec's renewal table. */
import { SPEC_RENEWAL_TABLE } from '../../../engine/catalogue/renewal-table';
import type { ProductManifest } from '../../../engine/generated/manifest';
import { finding, type Finding } from '../problem';

export interface CatalogueEntry {
  /** File name as printed. */
  file: string;
  manifest: ProductManifest;
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
        ...finding(
          '/productCode',
          `duplicate product code ${code} (also in ${others.join(', ')})`,
          'every variant has its own productCode',
        ),
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
        ...finding(
          '/route/path',
          `duplicate route path ${path} (also in ${others.join(', ')})`,
          'a shared page is declared: "sharedPath": "primary" on one manifest, "member" on the others',
        ),
      });
    }
    const primaries = group.filter((e) => e.manifest.route.sharedPath === 'primary');
    if (undeclared.length === 0 && primaries.length !== 1) {
      for (const e of group) {
        out.push({
          file: e.file,
          ...finding(
            '/route/sharedPath',
            `path ${path} is shared by ${group.length} manifests with ${primaries.length} primaries; exactly one must be "primary"`,
          ),
        });
      }
    }
  }
  return out;
}

/** The spec's renewal table (§2) verbatim: each code present with its label, and no other renewal views. */
export function renewalRule(entries: readonly CatalogueEntry[], catalogueName: string): CatalogueFinding[] {
  const out: CatalogueFinding[] = [];
  const byCode = new Map(entries.map((e) => [e.manifest.productCode, e]));
  for (const row of SPEC_RENEWAL_TABLE) {
    const e = byCode.get(row.code);
    if (!e) {
      out.push({
        file: catalogueName,
        ...finding(
          '',
          `renewal code ${row.code} (${row.product}) has no manifest`,
          'spec §2: every renewal code has a product',
        ),
      });
    } else if (!e.manifest.renewal) {
      out.push({
        file: e.file,
        ...finding(
          '',
          `product ${row.code} is in the spec's renewal table: add "renewal": { "label": "${row.label}" }`,
        ),
      });
    } else if (e.manifest.renewal.label !== row.label) {
      out.push({
        file: e.file,
        ...finding(
          '/renewal/label',
          `renewal label of ${row.code} is "${row.label}" in the spec`,
          'goRenew for 19PR611048, 19PR855366, 19PR799624, 19PR352395; buyAgain for the rest',
        ),
      });
    }
  }
  const tableCodes = new Set(SPEC_RENEWAL_TABLE.map((r) => r.code));
  for (const e of entries) {
    if (e.manifest.renewal && !tableCodes.has(e.manifest.productCode)) {
      out.push({
        file: e.file,
        ...finding(
          '/renewal',
          `product ${e.manifest.productCode} is not in the spec's renewal table`,
          'an unknown code shows nothing on the renewal page: remove "renewal"',
        ),
      });
    }
  }
  return out;
}

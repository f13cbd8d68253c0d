import type { Db } from '../../db/types';
import {
  buildProductModel,
  contentHash,
  effectiveModel,
  guaranteeValue,
  planForCode,
  resolveManifest,
  type JsonObject,
  type ProductModel,
} from '../../../engine';
import type { Locale } from '../../../engine/messages';
import { readProductSources } from '../../../engine/node';
import type { InLanguage } from './names';

/**
 * The manifest archive (migration 210): each version the gateway has sold under, stored once under
 * its manifestVersion. What an order shows of its product (insurer, plan, cover limits) is read
 * from the version it stores, as in effect when it was placed, never from today's file.
 */
export async function archiveManifests(db: Db, productsDir: string, now: Date): Promise<void> {
  const sources = await readProductSources(productsDir);
  const rows: { version: string; code: string; json: string }[] = [];
  for (const [file, json] of sources.manifests) {
    const resolved = resolveManifest(json, (name) => sources.families.get(name), file);
    if (!resolved.ok || typeof resolved.value.productCode !== 'string') continue;
    rows.push({
      version: contentHash(resolved.value),
      code: resolved.value.productCode,
      json: JSON.stringify(resolved.value),
    });
  }
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO biz_manifest_versions (version, product_code, manifest, archived_at)
       SELECT v, c, m::jsonb, $4 FROM unnest($1::text[], $2::text[], $3::text[]) AS a(v, c, m)
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.version), rows.map((r) => r.code), rows.map((r) => r.json), now],
  );
}

// Archived versions never change: each is built once per gateway.
const built = new Map<string, Promise<ProductModel | undefined>>();

/** The product as archived under `version` (undefined for an order older than the archive). */
export function archivedProduct(db: Db, version: string): Promise<ProductModel | undefined> {
  let pending = built.get(version);
  if (!pending) {
    pending = db
      .one<{ manifest: unknown }>('SELECT manifest FROM biz_manifest_versions WHERE version = $1', [version])
      .then((row) => {
        if (!row) return undefined;
        const manifest = (
          typeof row.manifest === 'string' ? JSON.parse(row.manifest) : row.manifest
        ) as JsonObject;
        // Stored merged: it names its family only for the record.
        const { extends: _family, ...merged } = manifest;
        return buildProductModel(merged, () => undefined, { manifestVersion: version });
      });
    // Only a found version is kept: a database restored later may hold it.
    pending.then((model) => model ?? built.delete(version)).catch(() => built.delete(version));
    built.set(version, pending);
  }
  return pending;
}

/**
 * What an order was sold: its insurer, plan and cover limits per copy, from its archived version —
 * in `locale` where that version's manifest translates a name (`…Lang` says which language each
 * is in; the Chinese text is the record), amounts as `locale` writes them.
 */
export interface SoldCover {
  insurerName: string;
  insurerNameLang: Locale;
  planName: string;
  planNameLang: Locale;
  cover: { limitName: string; limitNameLang: Locale; value: string }[];
}

type SoldOrder = { manifest_version: string; created_at: Date; payload?: unknown };

/** The order's product as archived and in effect when it was placed, in Chinese and in `locale`. */
async function soldModels(
  db: Db,
  order: SoldOrder,
  locale: Locale,
): Promise<{ zh: ProductModel; read: ProductModel } | undefined> {
  const archived = await archivedProduct(db, order.manifest_version);
  if (!archived) return undefined;
  const zh = effectiveModel(archived, new Date(order.created_at));
  return { zh, read: (locale === 'zh-CN' ? undefined : zh.locales?.[locale]) ?? zh };
}

/** `text` (read in the reader's model) beside its Chinese of record: English only where it differs. */
const inLanguage = (text: string, record: string, locale: Locale): InLanguage =>
  text !== record ? { text, lang: locale } : { text: record, lang: 'zh-CN' };

export async function soldCover(db: Db, order: SoldOrder, locale: Locale = 'zh-CN'): Promise<SoldCover | null> {
  const models = await soldModels(db, order, locale);
  if (!models) return null;
  const payload = (typeof order.payload === 'string' ? JSON.parse(order.payload) : order.payload) as {
    plan?: { code?: unknown };
  } | null;
  const code = String(payload?.plan?.code ?? '');
  const [plan, planZh] = [planForCode(models.read, code), planForCode(models.zh, code)];
  const nameOf = (model: ProductModel): string => {
    const insurer = model.insurers[0] as { name?: unknown } | undefined;
    return typeof insurer?.name === 'string' ? insurer.name : '';
  };
  const insurer = inLanguage(nameOf(models.read), nameOf(models.zh), locale);
  const planName = inLanguage(plan?.name ?? '', planZh?.name ?? '', locale);
  const duties = (plan?.programs ?? []).flatMap((p) => p.duties);
  const dutiesZh = (planZh?.programs ?? []).flatMap((p) => p.duties);
  return {
    insurerName: insurer.text,
    insurerNameLang: insurer.lang,
    planName: planName.text,
    planNameLang: planName.lang,
    cover: duties.map((d, i) => {
      const name = inLanguage(d.limitName, dutiesZh[i]?.limitName ?? d.limitName, locale);
      return { limitName: name.text, limitNameLang: name.lang, value: guaranteeValue(d, 1, locale) };
    }),
  };
}

/**
 * The titles of the clauses an order confirmed (stored in Chinese, as confirmed) in `locale` where
 * the order's archived version translates them; the Chinese of record elsewhere.
 */
export async function clauseTitles(
  db: Db,
  order: SoldOrder,
  locale: Locale,
): Promise<(title: string, valueMark: string) => InLanguage> {
  const record = (title: string): InLanguage => ({ text: title, lang: 'zh-CN' });
  const models = locale === 'zh-CN' ? undefined : await soldModels(db, order, locale);
  if (!models) return record;
  const { zh, read } = models;
  return (title, valueMark) => {
    for (const [g, group] of zh.protocols.entries()) {
      const at = group.items.findIndex((item) => item.resourceName === title && item.valueMark === valueMark);
      const translated = at >= 0 ? read.protocols[g]?.items[at]?.resourceName : undefined;
      if (translated !== undefined) return inLanguage(translated, title, locale);
    }
    return record(title);
  };
}

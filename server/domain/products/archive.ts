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
import { readProductSources } from '../../../engine/node';

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

/** What an order was sold: its insurer, plan and cover limits per copy, from its archived version. */
export interface SoldCover {
  insurerName: string;
  planName: string;
  cover: { limitName: string; value: string }[];
}

export async function soldCover(
  db: Db,
  order: { manifest_version: string; created_at: Date; payload?: unknown },
): Promise<SoldCover | null> {
  const archived = await archivedProduct(db, order.manifest_version);
  if (!archived) return null;
  const model = effectiveModel(archived, new Date(order.created_at));
  const payload = (typeof order.payload === 'string' ? JSON.parse(order.payload) : order.payload) as {
    plan?: { code?: unknown };
  } | null;
  const plan = planForCode(model, String(payload?.plan?.code ?? ''));
  const insurer = model.insurers[0] as { name?: unknown } | undefined;
  return {
    insurerName: typeof insurer?.name === 'string' ? insurer.name : '',
    planName: plan?.name ?? '',
    cover: (plan?.programs ?? [])
      .flatMap((p) => p.duties)
      .map((d) => ({ limitName: d.limitName, value: guaranteeValue(d) })),
  };
}

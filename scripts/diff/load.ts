/**
 * One side of a release diff: every variant of a products/ folder, merged through `extends` and
 * built by the engine (tolerant: a manifest that does not build is reported, not fatal), plus the
 * raw families (to say which variants a family change touches).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildProductModel,
  resolveManifest,
  stableStringify,
  type Json,
  type ProductModel,
} from '../../engine';
import { readProductSources, validateManifest } from '../../engine/node';

export interface VariantSide {
  file: string;
  /** Families the variant extends, nearest first. */
  chain: string[];
  /** The merged manifest (stable JSON), to tell a real change from none. */
  merged: string;
  mergedJson: Json;
  model?: ProductModel;
  error?: string;
}

export interface CatalogueSide {
  label: string;
  variants: Map<string, VariantSide>;
  families: Map<string, string>;
}

export async function loadSide(productsDir: string, label: string): Promise<CatalogueSide> {
  const sources = await readProductSources(productsDir);
  const variants = new Map<string, VariantSide>();
  for (const [file, json] of sources.manifests) {
    const resolved = resolveManifest(json, (name) => sources.families.get(name), file);
    const chain = resolved.ok ? resolved.chain.slice(1) : [];
    const mergedJson = resolved.ok ? resolved.value : json;
    const side: VariantSide = { file, chain, merged: stableStringify(mergedJson), mergedJson };
    try {
      side.model = buildProductModel(json, (name) => sources.families.get(name), {
        source: file,
        validate: validateManifest,
      });
    } catch (error) {
      side.error = error instanceof Error ? error.message : String(error);
    }
    variants.set(file, side);
  }
  const families = new Map([...sources.families].map(([name, json]) => [name, stableStringify(json)]));
  return { label, variants, families };
}

/** products/ as of a git revision: `git archive` into a temporary folder, loaded, then removed. */
export async function loadRevision(ref: string, repoRoot: string): Promise<CatalogueSide> {
  const dir = mkdtempSync(join(tmpdir(), 'diff-products-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', ref, 'products'], {
      cwd: repoRoot,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    return await loadSide(join(dir, 'products'), ref);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

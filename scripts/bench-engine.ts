/**
 * `npm run bench:engine`: lint time for the real manifests and for 500 and 5,000 generated variants
 * (targets: < 1 s for the real set, linear growth), and the median time to resolve + normalize one
 * manifest (target < 1 ms). Run it on a quiet machine: the figures scale with CPU contention.
 */
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ProductManifest } from '../engine/generated/manifest';
import type { Json } from '../engine/load/merge';
import { resolveManifest } from '../engine/load/resolve';
import { normalizeManifest } from '../engine/normalize/product';
import { lintProducts } from './lint/run';

const productsDir = resolve('products');

async function timeLint(dir: string): Promise<{ ms: number; manifests: number; errors: number }> {
  const start = performance.now();
  const result = await lintProducts({ productsDir: dir });
  return { ms: performance.now() - start, manifests: result.manifestCount, errors: result.problems.length };
}

/** A catalogue of the real products plus `n` generated variants of the example manifest. */
async function generatedCatalogue(n: number): Promise<string> {
  const dir = join(tmpdir(), `bench-engine-${process.pid}-${n}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(productsDir, dir, { recursive: true, filter: (src) => !src.includes(`${productsDir}/assets`) });
  await symlink(join(productsDir, 'assets'), join(dir, 'assets')).catch(() => undefined);
  const example = JSON.parse(
    await readFile(join(productsDir, 'jining-student-growth.json'), 'utf8'),
  ) as Record<string, unknown>;
  delete example.renewal;
  await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const code = `90PR${String(i).padStart(6, '0')}`;
      const variant = {
        ...example,
        productCode: code,
        name: `生成测试产品${i}`,
        route: { path: `/benchVariant${i}Details`, access: 'public', clearRecord: true, clearForm: false },
      };
      return writeFile(join(dir, `bench-${i}.json`), JSON.stringify(variant, null, 2));
    }),
  );
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const fmt = (ms: number): string => `${ms.toFixed(0)} ms`;
  const cold = await timeLint(productsDir);
  const warm = await timeLint(productsDir);
  console.log(
    `lint, real manifests (${warm.manifests} files, ${warm.errors} errors): ${fmt(cold.ms)} first run (cold: file reads, validator load), ${fmt(warm.ms)} warm`,
  );
  const perFile: number[] = [];
  for (const n of [500, 5000]) {
    const dir = await generatedCatalogue(n);
    try {
      const r = await timeLint(dir);
      perFile.push(r.ms / r.manifests);
      console.log(
        `lint, real + ${n} generated (${r.manifests} files, ${r.errors} errors): ${fmt(r.ms)} (${(r.ms / r.manifests).toFixed(2)} ms per manifest)`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const [a = 0, b = 0] = perFile;
  console.log(`growth: ${(b / a).toFixed(2)}× the per-manifest time at 10× the manifests (1.00 = linear)`);

  const manifest = JSON.parse(
    await readFile(join(productsDir, 'jining-student-growth.json'), 'utf8'),
  ) as Json;
  const family = JSON.parse(
    await readFile(join(productsDir, 'families/student-accident.json'), 'utf8'),
  ) as Json;
  const samples: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const start = performance.now();
    const resolved = resolveManifest(manifest, () => family);
    if (resolved.ok) normalizeManifest(resolved.value as unknown as ProductManifest);
    samples.push(performance.now() - start);
  }
  console.log(
    `resolve + normalize one manifest (jining-student-growth.json, content hash included): median ${(median(samples.slice(200)) * 1000).toFixed(0)} µs over 1,800 runs`,
  );
}

main().catch((error: unknown) => {
  console.log(`bench:engine failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

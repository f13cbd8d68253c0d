/**
 * Shows that adding products does not grow what a phone downloads first: builds the app twice —
 * with the real catalogue and with 500 generated variants more — and compares the entry JS. Each
 * product's model must arrive as its own file with its route (assets/products/models/, fetched by the
 * catalogue), so the entry may not grow by more than ENTRY_GROWTH_LIMIT_KB gzip.   Usage: tsx scripts/budgets/variants.ts
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measure } from './bundle';

export const GENERATED_VARIANTS = 500;
export const ENTRY_GROWTH_LIMIT_KB = 0.5;

const root = resolve('.');
const copied = [
  'engine',
  'src',
  'renderers',
  'contract',
  'schemas',
  'products',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

/**
 * The app's vite.config.ts without what the entry's size does not depend on: the pre-compressed
 * .br/.gz copies of every chunk (most of a build's CPU with 500 manifest chunks more) and the
 * generated-files check (build() has just generated them); the report's gzip sizes are not
 * computed either. The entry is measured from the built files (bundle.ts), as for the real build.
 */
const MEASURE_CONFIG = `import config from './vite.config.ts';
const skipped = new Set(['vite-plugin-compression', 'generated-fresh']);
const keep = (plugin) => !(plugin && typeof plugin === 'object' && skipped.has(plugin.name));
const plugins = (list) => list.flatMap((p) => (Array.isArray(p) ? [plugins(p)] : keep(p) ? [p] : []));
export default {
  ...config,
  plugins: plugins(config.plugins ?? []),
  build: { ...config.build, reportCompressedSize: false },
};
`;

/** A copy of the app's sources, with its own products/ (node_modules shared by a link). */
async function projectCopy(name: string): Promise<string> {
  const dir = join(tmpdir(), `variants-${process.pid}-${name}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of copied) await cp(join(root, entry), join(dir, entry), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  await writeFile(join(dir, 'vite.measure.config.mjs'), MEASURE_CONFIG);
  return dir;
}

/** `n` variants of the example manifest, each with its own code and route. */
async function addVariants(dir: string, n: number): Promise<void> {
  const example = JSON.parse(
    await readFile(join(dir, 'products', 'jining-student-growth.json'), 'utf8'),
  ) as Record<string, unknown>;
  delete example.renewal;
  await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const name = `生成测试产品${i}`;
      // A variant that passes the product checks, as an operator's would: it gets a model file.
      // (The example's English route title needs a Chinese one beside it.)
      const variant = {
        ...example,
        productCode: `90PR${String(i).padStart(6, '0')}`,
        name,
        route: {
          path: `/generatedVariant${i}Details`,
          title: name,
          access: 'public',
          clearRecord: true,
          clearForm: false,
        },
      };
      return writeFile(join(dir, 'products', `generated-${i}.json`), JSON.stringify(variant, null, 2));
    }),
  );
}

async function build(dir: string): Promise<ReturnType<typeof measure> & { modelFiles: number }> {
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['tsx', 'scripts/gen-manifest-types.ts']);
  run(['vite', 'build', '--config', 'vite.measure.config.mjs', '--logLevel', 'error', '--outDir', 'dist']);
  const modelFiles = (await readdir(join(dir, 'dist/assets/products/models'))).filter((f) =>
    f.endsWith('.json'),
  );
  return { ...measure(join(dir, 'dist')), modelFiles: modelFiles.length };
}

const dirs: string[] = [];
try {
  const base = await projectCopy('base');
  dirs.push(base);
  const grown = await projectCopy('grown');
  dirs.push(grown);
  await addVariants(grown, GENERATED_VARIANTS);
  const before = await build(base);
  const after = await build(grown);
  const manifests = (await readdir(join(grown, 'products'))).filter((f) => f.endsWith('.json')).length;
  const growth = after.entryKb - before.entryKb;
  console.log(
    `entry JS: ${before.entryKb.toFixed(1)} KB gzip with the real catalogue, ${after.entryKb.toFixed(1)} KB with ` +
      `${GENERATED_VARIANTS} generated variants more (${manifests} manifests): ${growth >= 0 ? '+' : ''}${growth.toFixed(2)} KB; ` +
      `JS chunks ${before.chunks.length} → ${after.chunks.length}; model files ${before.modelFiles} → ${after.modelFiles}`,
  );
  if (growth > ENTRY_GROWTH_LIMIT_KB) {
    console.error(
      `the entry grew by ${growth.toFixed(2)} KB: manifests must load with their own route, not up front`,
    );
    process.exitCode = 1;
  }
  if (after.modelFiles < before.modelFiles + GENERATED_VARIANTS) {
    console.error(
      'the generated products did not get model files of their own under assets/products/models/',
    );
    process.exitCode = 1;
  }
} finally {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

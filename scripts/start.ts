/**
 * `npm start`: builds the storefront with vite when dist/ is missing or older than its sources
 * (skipped while the app has no index.html yet), then starts the gateway — API under /_gw, the
 * built app at / — on PORT (8080) with the embedded database in DATA_DIR (./data), and prints the
 * URL and the demo accounts. DATABASE_URL switches to a PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstStartBeforeLoading } from '../server/first-start';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** What the built app is made of: a change in any of these makes dist/ stale. */
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'src',
  'renderers',
  'engine',
  'contract',
  'products',
  'public',
  'schemas',
  // The build's own steps (the product models, the first screens, the preload lists).
  'scripts/build',
];

/** Newest modification time under `path` (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

async function buildIfStale(distDir: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) {
    console.log('[start] no index.html yet: serving the API only');
    return;
  }
  const built = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (built >= sources) {
    console.log('[start] dist/ is up to date');
    return;
  }
  // A stale generated file (the route index after a price change) would serve an app whose manifest
  // versions the gateway refuses: stop here with the command that fixes it, rather than serve an old build.
  const { staleByGenTypes } = await import('./build/generated-fresh');
  const stale = await staleByGenTypes();
  if (stale.length > 0) {
    console.error(
      `[start] stale generated file(s): ${stale.join(', ')} — run \`npm run lint:products\`, then npm start again`,
    );
    process.exit(1);
  }
  console.log(
    built ? '[start] sources changed since the last build: building the app…' : '[start] building the app…',
  );
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.warn(
      `[start] the app build failed (exit ${result.status}); ${built ? 'serving the previous build' : 'serving the API only'}`,
    );
  }
}

async function start(): Promise<void> {
  // The gateway's code is loaded only after a first start has made the embedded database (its
  // short-lived child then runs beside a small process: the footprint in server/README.md).
  await firstStartBeforeLoading(process.env, root);
  const [{ loadServerOptions }, { serveUntilStopped }] = await Promise.all([
    import('../server/config'),
    import('../server/main'),
  ]);
  const options = loadServerOptions(process.env, root);
  if (process.env.SKIP_BUILD !== '1') await buildIfStale(options.config.staticDir ?? join(root, 'dist'));
  await serveUntilStopped(options);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

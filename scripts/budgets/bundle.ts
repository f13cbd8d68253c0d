/**
 * Bundle budget: the JS a phone downloads before the first screen — the entry chunk plus every
 * chunk index.html preloads — must stay within ENTRY_BUDGET_KB gzip. Prints every chunk's size too,
 * so a review sees what grew.  Usage: tsx scripts/budgets/bundle.ts [distDir]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY_BUDGET_KB = 170;

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Files index.html loads up front: scripts (the entry module, the boot script) and modulepreload links. */
export function entryFiles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)];
  return [...new Set(refs.map((m) => join(distDir, m[1]!.replace(/^\.?\//, ''))))];
}

function allJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allJs(path) : path.endsWith('.js') ? [path] : [];
  });
}

export function measure(distDir: string) {
  const entry = entryFiles(distDir);
  const entryKb = entry.reduce((sum, f) => sum + gzipKb(f), 0);
  const chunks = allJs(distDir).map((f) => ({ file: relative(distDir, f), kb: gzipKb(f) }));
  return { entry: entry.map((f) => relative(distDir, f)), entryKb, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const { entry, entryKb, chunks } = measure(dist);
  const biggest = [...chunks].sort((a, b) => b.kb - a.kb).slice(0, 8);
  console.log(`entry (${entry.join(', ')}): ${entryKb.toFixed(1)} KB gzip (budget ${ENTRY_BUDGET_KB} KB)`);
  console.log(
    `${chunks.length} chunks; largest: ${biggest.map((c) => `${c.file} ${c.kb.toFixed(1)} KB`).join(', ')}`,
  );
  if (entryKb > ENTRY_BUDGET_KB) {
    console.error(`bundle budget exceeded: entry JS ${entryKb.toFixed(1)} KB > ${ENTRY_BUDGET_KB} KB gzip`);
    process.exit(1);
  }
}

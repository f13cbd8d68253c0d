/**
 * `npm run diff:products [-- <from-ref> [<to-ref>]] [--markdown] [--en]`: what a buyer would see
 * change between two versions of products/ — by default HEAD against the working tree. Every
 * manifest is merged through `extends` and built by the engine; premiums are the engine's.
 * Guide: docs/products.md "Review the diff".
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRevision, loadSide } from './diff/load';
import { releaseReport } from './diff/report';
import { renderReport } from './diff/render';
import { format } from '../engine/messages';
import '../engine/messages/tooling-messages'; // the diff's own texts, in both languages

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const markdown = args.includes('--markdown');
  const locale = args.includes('--en') ? 'en-US' : 'zh-CN';
  const refs = args.filter((a) => !a.startsWith('--'));
  const from = refs[0] ?? 'HEAD';
  const before = await loadRevision(from, root);
  const after = refs[1]
    ? await loadRevision(refs[1], root)
    : await loadSide(resolve(root, 'products'), format('release.diff.workingTree', undefined, locale));
  process.stdout.write(renderReport(releaseReport(before, after, locale), { markdown, locale }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});

/**
 * `npm run lint:products [-- files or dirs…] [--check] [--lang en]`: the one check an operator runs,
 * and the one CI runs. It checks the given manifests (or all) against the schema, the product rules
 * and the catalogue-wide rules, then, once the manifests are clean, the generated files made from
 * products/ and schemas/ (route index, stories, types, validator, reference): regenerated
 * (`--check`, CI: only flagged).
 * One line per problem — `file:line:column  /json/pointer  message  (hint)` — then the summary.
 * Messages in Chinese; `--lang en` for English. Exit 1 on any error. Never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkText, type CheckLocale } from '../engine/checks';
import { refreshGenerated } from './lint/generated';
import { formatProblem } from './lint/problem';
import { lintProducts } from './lint/run';

const args = process.argv.slice(2).filter((a) => a !== '--');
const langAt = args.indexOf('--lang');
const lang = langAt >= 0 ? args[langAt + 1] : process.env.LINT_LANG;
const locale: CheckLocale = lang?.startsWith('en') ? 'en-US' : 'zh-CN';
const checkOnly = args.includes('--check');
const skipStories = args.includes('--no-stories');
const targets = args.filter((a, i) => !a.startsWith('--') && !(langAt >= 0 && i === langAt + 1));

/** Runs the story check of CI for the products in `files`; 1 when it fails. */
function storiesOf(files: string[]): number {
  const codes = files.flatMap((file) => {
    if (!existsSync(file) || !statSync(file).isFile()) return [];
    const code = /"productCode"\s*:\s*"([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    return code ? [code.toLowerCase()] : [];
  });
  let failed = 0;
  for (const code of codes) {
    const run = spawnSync('npx', ['tsx', 'stories/scripts/check-stories.ts', '--filter', code], {
      stdio: 'inherit',
    });
    if (run.status !== 0) failed = 1;
  }
  return failed;
}

async function main(): Promise<number> {
  const productsDir = resolve(process.env.PRODUCTS_DIR ?? 'products');
  const { problems, manifestCount } = await lintProducts({ productsDir, targets, locale });
  for (const p of problems) console.log(formatProblem(p));
  let errors = problems.length;
  // The generated files follow the real catalogue (not a fixture directory), and only clean manifests:
  // their renderers load the catalogue strictly and throw on a manifest with a finding (an operator
  // read 无法运行 under their findings, with exit code 2), so they wait until the findings are fixed.
  if (!process.env.PRODUCTS_DIR && errors === 0) {
    const generated = await refreshGenerated({ write: !checkOnly });
    for (const file of generated.rewritten) console.log(checkText('generated.rewritten', { file }, locale));
    for (const file of generated.stale)
      console.log(
        formatProblem({
          file,
          line: 1,
          column: 1,
          pointer: '',
          message: checkText('generated.stale', { file }, locale),
          hint: checkText('generated.stale.hint', {}, locale),
        }),
      );
    errors += generated.stale.length;
  }
  // An operator's check of their files also opens those products' stories in Chromium, as CI does
  // for every story (CI runs that step itself: --check skips it here).
  if (targets.length > 0 && errors === 0 && !checkOnly && !skipStories && !process.env.PRODUCTS_DIR)
    errors += storiesOf(targets);
  console.log(checkText('summary', { manifests: manifestCount, errors }, locale));
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(
      checkText('cannotRun', { message: error instanceof Error ? error.message : String(error) }, locale),
    );
    process.exit(2);
  },
);

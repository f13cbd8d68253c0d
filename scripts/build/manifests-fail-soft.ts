/**
 * Build step: a manifest that is not valid JSON does not stop the store's build (issue 14). The app
 * bundles every products/*.json as a lazy chunk; Vite would fail the whole build on one syntax
 * error. Here such a file is bundled as `null` with a loud warning naming file:line:column and the
 * problem (the lint's own wording); the route index (gen:types) already lists its product switched
 * off, so the app shows 产品暂不可售 there and never loads the chunk. The product lint and so
 * `npm test` and CI still fail on the file: this keeps a store up, it does not let a broken file ship.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
// With their extensions and no engine code beyond the checks' texts: the config's own loader bundles these.
import { checksZh, type CheckKey } from '../../engine/checks/messages/zh-CN.ts';
import { inspectText, positionAt } from '../lint/source.ts';

/** A check's zh-CN text with its `{name}` parameters (engine/checks/finding.ts words the lint the same way). */
const text = (key: CheckKey, params: Record<string, string> = {}): string =>
  checksZh[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const MANIFEST = /[\\/]products[\\/](families[\\/])?[^\\/]+\.json(\?.*)?$/;

/** `products/x.json:3:18  message  (hint)` for each syntax problem of `source` ([] when it is valid JSON). */
export function manifestSyntaxProblems(display: string, source: string): string[] {
  const file = inspectText(display, display, source);
  if (file.json !== undefined) return [];
  const lines = file.syntax.map((s) => {
    const { line, column } = positionAt(source, s.offset);
    const hint = `${s.key}.hint` as CheckKey;
    return `${display}:${line}:${column}  ${text(s.key, s.params)}${hint in checksZh ? `  (${text(hint, s.params)})` : ''}`;
  });
  return [...new Set(lines)];
}

export function manifestsFailSoft(root = process.cwd()): Plugin {
  return {
    name: 'manifests-fail-soft',
    enforce: 'pre',
    apply: 'build',
    load: {
      // Only manifests reach this hook (the filter runs in the bundler, not in JavaScript).
      filter: { id: MANIFEST },
      async handler(id) {
        const path = id.split('?')[0] ?? id;
        const source = await readFile(path, 'utf8');
        const problems = manifestSyntaxProblems(relative(root, path), source);
        if (problems.length === 0) return source;
        this.warn(
          `\n\n  ✖ 产品暂不可售 — ${relative(root, path)} is not valid JSON; its product is switched off in this build ` +
            `(the rest of the store is built). Fix it: \`npm run lint:products\` fails until then.\n    ${problems.join('\n    ')}\n`,
        );
        return 'null';
      },
    },
  };
}

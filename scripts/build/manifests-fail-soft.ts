/**
 * Build step: a manifest that is not valid JSON does not stop the store's build (issue 14).
 *
 * - The storefront's build warns loudly about such a file, naming file:line:column and the problem
 *   (the lint's own wording). Its product gets no model file (scripts/build/product-models.ts builds
 *   the products that pass their checks, as the gateway does) and the route index (gen:types)
 *   already lists it switched off, so the app shows 产品暂不可售 there and never asks for it.
 * - Where a manifest is still bundled as a module (Storybook's playground), such a file is `null`. The product lint and so
 *   `npm test` and CI still fail on the file: this keeps a store up, it does not let a broken file ship.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
// With their extensions and no engine code beyond the checks' texts: the config's own loader bundles these.
import { checksZh, type CheckKey } from '../../engine/checks/messages/zh-CN.ts';
import { inspectText, positionAt } from '../lint/source.ts';
import { isStorefrontBuild } from './storefront-build.ts';

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

/** The warning for a manifest that is not valid JSON (its product is switched off in this build). */
function switchedOffWarning(root: string, path: string, problems: string[]): string {
  return (
    `\n\n  ✖ 产品暂不可售 — ${relative(root, path)} is not valid JSON; its product is switched off in this build ` +
    `(the rest of the store is built). Fix it: \`npm run lint:products\` fails until then.\n    ${problems.join('\n    ')}\n`
  );
}

export function manifestsFailSoft(root = process.cwd()): Plugin {
  return {
    name: 'manifests-fail-soft',
    enforce: 'pre',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // The storefront's build only (its entry is src/main.tsx), not Storybook's, which reads the same config.
      if (!isStorefrontBuild(bundle as unknown as Parameters<typeof isStorefrontBuild>[0])) return;
      for (const dir of ['products', 'products/families']) {
        const names = (await readdir(join(root, dir))).filter((name) => name.endsWith('.json'));
        for (const name of names) {
          const path = join(root, dir, name);
          const source = await readFile(path, 'utf8');
          const problems = manifestSyntaxProblems(relative(root, path), source);
          if (problems.length > 0) this.warn(switchedOffWarning(root, path, problems));
        }
      }
    },
    load: {
      // Only manifests reach this hook (the filter runs in the bundler, not in JavaScript).
      filter: { id: MANIFEST },
      async handler(id) {
        const path = id.split('?')[0] ?? id;
        const source = await readFile(path, 'utf8');
        const problems = manifestSyntaxProblems(relative(root, path), source);
        if (problems.length === 0) return source;
        this.warn(switchedOffWarning(root, path, problems));
        return 'null';
      },
    },
  };
}

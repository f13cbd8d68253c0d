/**
 * The layer rules and bug-catching lint rules of eslint.config.js, each shown biting on a probe
 * file written into the layer it tests (and removed afterwards), plus the engine's DOM-free
 * type-check. A rule that stops biting — a renamed plugin option, a pattern that no longer
 * matches a folder — fails here instead of letting the architecture drift silently.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const PROBE = '__lint_probe__';

/** Probe files, by path under the repository, and the rule each must trip. */
const probes: { name: string; file: string; code: string; rule: string }[] = [
  {
    name: 'the engine imports the app shell',
    file: `engine/${PROBE}/shell.ts`,
    code: "export { startApp } from '../../src/app/start';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'the engine imports React',
    file: `engine/${PROBE}/react.ts`,
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'the engine reads the file system',
    file: `engine/${PROBE}/fs.ts`,
    code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a renderer lazily imports the gateway',
    file: `renderers/${PROBE}/lazy.ts`,
    code: "export const probe = () => import('../../server/app');\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a renderer fetches with axios',
    file: `renderers/${PROBE}/fetch.ts`,
    code: "import axios from 'axios';\nexport const probe = axios;\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a renderer imports the app shell',
    file: `renderers/${PROBE}/shell.ts`,
    code: "import { useT } from '../../src/messages/useT';\nexport const probe = useT;\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'the gateway imports a renderer',
    file: `server/${PROBE}/renderer.ts`,
    code: "export { SafeHtml } from '../../renderers/widgets/html/SafeHtml';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'the contract imports the app shell',
    file: `contract/${PROBE}/shell.ts`,
    code: "export type { AsyncState } from '../../src/ui/useAsync';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a promise nobody awaits',
    file: `src/${PROBE}/floating.ts`,
    code: 'export function probe(save: () => Promise<void>) {\n  save();\n}\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    name: 'state set synchronously in an effect',
    file: `src/${PROBE}/effect.tsx`,
    code: "import { useEffect, useState } from 'react';\nexport function Probe({ v }: { v: number }) {\n  const [n, setN] = useState(0);\n  useEffect(() => {\n    setN(v);\n  }, [v]);\n  return <p>{n}</p>;\n}\n",
    rule: 'react-hooks/set-state-in-effect',
  },
  {
    name: 'a clickable div without a keyboard',
    file: `src/${PROBE}/a11y.tsx`,
    code: 'export function Probe({ go }: { go: () => void }) {\n  return <div onClick={go}>go</div>;\n}\n',
    rule: 'jsx-a11y/click-events-have-key-events',
  },
  {
    name: 'two modules importing each other',
    file: `src/${PROBE}/cycle-a.ts`,
    code: "import { b } from './cycle-b';\nexport const a = () => b;\n",
    rule: 'import-x/no-cycle',
  },
  {
    // A page that imports the module which lazily loads it (the old route table and its pages).
    name: 'a lazy import() that closes a cycle',
    file: `src/${PROBE}/lazy-loader.ts`,
    code: "export const load = () => import('./lazy-page');\n",
    rule: 'import-x/no-cycle',
  },
];
const helpers = [
  { file: `src/${PROBE}/cycle-b.ts`, code: "import { a } from './cycle-a';\nexport const b = () => a;\n" },
  {
    file: `src/${PROBE}/lazy-page.ts`,
    code: "import { load } from './lazy-loader';\nexport const page = () => load;\n",
  },
];

const written = [...probes, ...helpers].map((p) => join(root, p.file));

beforeAll(() => {
  for (const p of [...probes, ...helpers]) {
    mkdirSync(dirname(join(root, p.file)), { recursive: true });
    writeFileSync(join(root, p.file), p.code);
  }
});
afterAll(() => {
  for (const dir of new Set(written.map((f) => dirname(f)))) rmSync(dir, { recursive: true, force: true });
});

describe('eslint.config.js bites', () => {
  let results: Map<string, string[]>;
  beforeAll(async () => {
    // Each probe runs only the rule it tests, on eslint.config.js as it is: the others cannot change
    // whether that rule bites, and import-x/no-cycle on the probe that imports the app shell walked
    // the whole app (a third of the step, which took over 3 minutes on a loaded CI machine).
    const tested = [...new Set(probes.map((p) => p.rule))];
    const eslint = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => tested.includes(ruleId),
      overrideConfig: probes.map((p) => ({
        files: [p.file],
        rules: Object.fromEntries(tested.filter((rule) => rule !== p.rule).map((rule) => [rule, 'off'])),
      })),
    });
    const linted = await eslint.lintFiles(probes.map((p) => p.file));
    results = new Map(linted.map((r) => [r.filePath, r.messages.map((m) => m.ruleId ?? m.message)]));
    // Type-aware parsing builds the whole project's program, which is most of what is left: under
    // the load of the other lanes it can take minutes, and the lane's steps are bounded anyway.
  }, 900_000);

  it.each(probes.map((p) => [p.name, p] as const))('%s', (_name, probe) => {
    expect(results.get(join(root, probe.file))).toContain(probe.rule);
  });
});

describe('engine/tsconfig.json', () => {
  it('fails the type-check when the engine touches the DOM', () => {
    const file = join(root, `engine/${PROBE}/dom.ts`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'export const probe = window.location.href;\n');
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'engine/tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (!config) throw new Error('engine/tsconfig.json did not parse');
    const program = ts.createProgram([file], config.options);
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toContain("Cannot find name 'window'.");
  }, 60_000);
});

/**
 * Build step: a stale generated file cannot ship. Before bundling, the files the app is built from
 * that are generated from products/ and schemas/ (the route index, the manifest types, the
 * precompiled validator) are compared with a fresh rendering (`gen-manifest-types.ts --check`, in a
 * child process so the config stays free of the engine); any difference fails the build with the
 * file and the command that regenerates it. (A stale route index once shipped old manifest
 * versions: every purchase of the changed product was then refused with a 409.)
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The stale generated files, as `gen:types --check` names them ([] when all are fresh). */
export function staleByGenTypes(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/gen-manifest-types.ts', '--check'],
      { cwd: root, env },
      (error, _stdout, stderr) => {
        if (!error) return resolve([]);
        const named = [...stderr.matchAll(/^(.+) is stale/gm)].map((m) => m[1] ?? '');
        resolve(named.length > 0 ? named : [stderr.trim() || String(error)]);
      },
    );
  });
}

export function generatedFresh(stale: () => Promise<string[]> = () => staleByGenTypes()): Plugin {
  return {
    name: 'generated-fresh',
    apply: 'build',
    async buildStart() {
      const files = await stale();
      if (files.length === 0) return;
      this.error(
        `stale generated file(s): ${files.join(', ')} — run \`npm run lint:products\` (it regenerates them), then build again`,
      );
    },
  };
}

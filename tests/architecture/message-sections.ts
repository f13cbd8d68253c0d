/**
 * Which zh-CN sections of the message catalogue each storefront module must import
 * (engine/messages/registry.ts: a module that uses a key imports the key's section, so the strings
 * load with the code that shows them). Read from the source: every string literal that is a key,
 * or the start of keys (`'engine.relation'` before `.${code}`, `` `shell.policy.action.${a}` ``;
 * two segments at least: not a whole area's `growth.${string}`), names the sections holding them. The shell's section is always loaded: it is never imported.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as zh from '../../engine/messages/zh-CN';

export const root = resolve(import.meta.dirname, '../..');
/** The section always loaded (engine/messages/registry.ts imports it). */
export const CORE = 'shell';
/** Not the storefront's: the gateway's and the operators' scripts' (never imported by a storefront module). */
const NOT_STOREFRONT = new Set(['gateway', 'releaseDiff']);

/** The section file of each storefront key, by the name its zh-CN module exports. */
const sectionFiles: Record<string, string> = {
  shell: 'shell',
  validation: 'validation',
  engine: 'engine',
  screens: 'screens',
  detail: 'detail',
  payment: 'payment',
  account: 'account',
  policies: 'policies',
  markets: 'markets',
  info: 'info',
  growth: 'growth',
  promoter: 'promoter',
  contract: 'contract',
  identity: 'identity',
  offline: 'offline',
  release: 'release',
  application: 'application',
};

const sectionOfKey = new Map<string, string>();
for (const [name, messages] of Object.entries(zh)) {
  if (NOT_STOREFRONT.has(name)) continue;
  const file = sectionFiles[name];
  if (!file) throw new Error(`engine/messages/zh-CN exports ${name}: add it to sectionFiles`);
  for (const key of Object.keys(messages)) sectionOfKey.set(key, file);
}
const keys = [...sectionOfKey.keys()];

/** The storefront's modules that may use keys: the app, the renderers, the engine, the contracts. */
export function storefrontModules(): string[] {
  return execFileSync('git', ['ls-files', 'src', 'renderers', 'engine', 'contract'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('engine/messages/') && !file.endsWith('.d.ts'));
}

/** The non-core sections a module's source uses. */
export function sectionsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const [, literal] of source.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)*\.?)/g)) {
    const exact = sectionOfKey.get(literal!);
    if (exact) {
      used.add(exact);
      continue;
    }
    const prefix = literal!.endsWith('.') ? literal! : `${literal!}.`;
    // The start of keys names a group of them (`engine.relation.`), not a whole area (`growth.${string}`).
    if (prefix.split('.').length < 3) continue;
    for (const key of keys) if (key.startsWith(prefix)) used.add(sectionOfKey.get(key)!);
  }
  used.delete(CORE);
  return used;
}

/** The zh-CN sections a module imports (`import '…/engine/messages/zh-CN/<section>'`, or names from it). */
export function sectionsImported(file: string, source: string): Set<string> {
  const imported = new Set<string>();
  for (const [, spec] of source.matchAll(/^(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)) {
    if (!spec!.startsWith('.')) continue;
    const target = relative(root, join(dirname(join(root, file)), spec!)).replaceAll('\\', '/');
    const m = /^engine\/messages\/zh-CN\/([\w-]+)$/.exec(target);
    if (m) imported.add(m[1]!);
  }
  return imported;
}

/** The import a module adds for a section. */
export function importLine(file: string, section: string): string {
  let path = relative(dirname(join(root, file)), join(root, 'engine/messages/zh-CN', section)).replaceAll(
    '\\',
    '/',
  );
  if (!path.startsWith('.')) path = `./${path}`;
  return `import '${path}';`;
}

export function check(file: string): { missing: string[]; unused: string[] } {
  const source = readFileSync(join(root, file), 'utf8');
  const used = sectionsUsed(source);
  const imported = sectionsImported(file, source);
  return {
    missing: [...used].filter((s) => !imported.has(s)).sort(),
    unused: [...imported].filter((s) => !used.has(s) && s !== CORE).sort(),
  };
}

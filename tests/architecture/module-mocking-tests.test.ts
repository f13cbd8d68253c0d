/**
 * A unit test that mocks a module must run with fresh modules: it is listed in
 * scripts/lib/module-mocking-tests.ts (the project with isolate: true), and nothing else is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCKING_TESTS } from '../../scripts/lib/module-mocking-tests';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** What the unit project does not run (vite.config.ts), and what holds no test of ours. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'data',
  'test-results',
  'tests/server',
  'tests/e2e',
]);

function unitTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || SKIPPED.has(relative(root, path).split('\\').join('/'))) return [];
    if (entry.isDirectory()) return unitTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

describe('unit tests that mock a module', () => {
  it('are exactly the ones listed to run with fresh modules', () => {
    const mocking = unitTestFiles(root)
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect(mocking, 'add a mocking test to scripts/lib/module-mocking-tests.ts').toEqual(
      [...MODULE_MOCKING_TESTS].sort(),
    );
  });
});

/**
 * A copy of this project in `dir`, as an operator's checkout would be before a release: every file
 * but the installed packages (linked, not copied), builds, data and test results. Tests that must
 * change products/ and then regenerate, build or lint (a release, a broken manifest) do it there.
 */
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');

const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'storybook-static',
  'playwright-report',
]);

export async function copyProject(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(projectRoot))
    if (!NOT_COPIED.has(entry))
      await cp(join(projectRoot, entry), join(dir, entry), {
        recursive: true,
        // The lint-config test's probe files come and go while other tests run.
        filter: (source) => !source.includes('__lint_probe__'),
      });
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

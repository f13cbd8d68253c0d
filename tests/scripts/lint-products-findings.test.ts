import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../setup/project-copy';

/**
 * An operator's new manifest in products/ with a product-rule finding (here region.optional), linted
 * as the docs say: the finding and the summary, exit 1; after the hint is followed, a clean run that
 * regenerates the files made from the catalogue. Until 2026-11-30 the first run also printed
 * 无法运行 with the finding again and exited 2: the generated files were rendered from a catalogue
 * that refuses the manifest. Run on a copy of the project (it writes products/ and engine/generated/).
 */
describe('lint:products on a manifest in products/ with a finding', () => {
  let dir = '';
  let project = '';
  const file = 'products/zz-operator-trial.json';
  const lint = () =>
    spawnSync('npx', ['tsx', 'scripts/lint-products.ts', '--no-stories', file], {
      cwd: project,
      encoding: 'utf8',
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lint-findings-'));
    project = await copyProject(join(dir, 'project'));
    const trial = JSON.parse(
      await readFile(join(project, 'tests/lint/fixtures/region-field-optional.json'), 'utf8'),
    ) as { $schema: string };
    trial.$schema = '../schemas/product-variant.schema.json';
    await writeFile(join(project, file), JSON.stringify(trial, null, 2));
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints the finding and the summary, exits 1, and follows no stack or 无法运行', () => {
    const run = lint();
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toMatch(
      /products\/zz-operator-trial\.json:\d+:\d+ {2}\/form\/insured\/fields\/0\/required {2}被保险人的地区字段可以不填/,
    );
    expect(output).not.toMatch(/无法运行/);
    expect(output.trim().split('\n').at(-1)).toMatch(/1 个错误$/);
  }, 120_000);

  it('passes once the hint is followed, and the route index then names the product', async () => {
    const trial = JSON.parse(await readFile(join(project, file), 'utf8')) as {
      form: { insured: { fields: Array<Record<string, unknown>> } };
    };
    delete trial.form.insured.fields[0]!.required;
    await writeFile(join(project, file), JSON.stringify(trial, null, 2));
    const run = lint();
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(await readFile(join(project, 'engine/generated/product-index.ts'), 'utf8')).toContain(
      '99PR000044',
    );
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, type LintProblem } from '../../scripts/lint/problem';
import { lintProducts } from '../../scripts/lint/run';

const root = resolve(import.meta.dirname, '../..');
const fixture = (name: string): string => `tests/lint/fixtures/${name}`;

async function lint(
  ...targets: string[]
): Promise<{ problems: LintProblem[]; lines: string[]; manifestCount: number }> {
  const result = await lintProducts({
    productsDir: resolve(root, 'products'),
    targets,
    cwd: root,
    locale: 'en-US',
  });
  return { ...result, lines: result.problems.map(formatProblem) };
}

/** `file:line:column  /json/pointer  message  (hint)` */
const LINE = /^\S+:\d+:\d+ {2}\/\S* {2}.+$/;

describe('lint:products on broken manifests', () => {
  it('accepts a valid variant checked against the catalogue', async () => {
    const { problems, manifestCount } = await lint(fixture('valid.json'));
    expect(problems).toEqual([]);
    expect(manifestCount).toBe(1);
  });

  it('reports bad JSON at its position', async () => {
    const { lines } = await lint(fixture('bad-json.json'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(LINE);
    expect(lines[0]).toMatch(
      /^tests\/lint\/fixtures\/bad-json\.json:4:3 {2}\/ {2}invalid JSON: CommaExpected/,
    );
  });

  it('reports an empty file at 1:1', async () => {
    const { lines } = await lint(fixture('empty.json'));
    expect(lines).toEqual([
      expect.stringMatching(/^tests\/lint\/fixtures\/empty\.json:1:1 {2}\/ {2}empty file/),
    ]);
  });

  it('reports an unknown key at the key’s value with its pointer', async () => {
    const { lines } = await lint(fixture('unknown-key.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/unknown-key\.json:7:13 {2}\/labelz {2}unknown property "labelz" {2}\(did you mean "labels"\? allowed: \$schema, extends/,
      ),
    ]);
  });

  it('reports a wrong type at the value', async () => {
    const { lines } = await lint(fixture('wrong-type.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/wrong-type\.json:9:20 {2}\/route\/clearRecord {2}must be boolean/,
      ),
    ]);
  });

  it('reports a missing parent at extends', async () => {
    const { lines } = await lint(fixture('missing-parent.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/missing-parent\.json:2:14 {2}\/extends {2}extends "no-such-family", which does not exist {2}\(families: .*student-accident/,
      ),
    ]);
  });

  it('reports an extends cycle with the chain', async () => {
    const { lines } = await lint(fixture('cycle'));
    const cycle = lines.filter((l) => l.includes('extends cycle'));
    expect(cycle.length).toBeGreaterThanOrEqual(1);
    expect(cycle[0]).toMatch(LINE);
    expect(lines.join('\n')).toMatch(
      /variant\.json:2:14 {2}\/extends {2}extends cycle: .*cycle-a → cycle-b → cycle-a/,
    );
  });

  it('reports a product code that another manifest already uses', async () => {
    const { lines } = await lint(fixture('duplicate-code.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/duplicate-code\.json:3:18 {2}\/productCode {2}duplicate product code 19PR979745 \(also in products\/jining-student-growth\.json\)/,
      ),
    ]);
  });

  it('reports a route path shared without being declared', async () => {
    const { lines } = await lint(fixture('duplicate-path.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/duplicate-path\.json:6:22 {2}\/route\/path {2}duplicate route path \/jiningDetails .*sharedPath/,
      ),
    ]);
  });

  it('rejects an SVG image with live text, naming the outline command', async () => {
    const { lines } = await lint(fixture('svg-text.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/svg-text\.json:\d+:\d+ {2}\/sections\/0\/image {2}SVG image "assets\/src\/banner-student-accident\.svg" holds live text .*outline-svg-text\.ts/,
      ),
    ]);
  });

  it('reports a plan × factor combination without a rate', async () => {
    const { lines } = await lint(fixture('missing-rate.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/missing-rate\.json:\d+:\d+ {2}\/premium\/rates {2}missing rate for program SA-BASE with insurePeriod=2/,
      ),
    ]);
  });

  it('flags a premium factor about the insured that is a free choice, and derive rules that give no option or read beyond the insured', async () => {
    const { lines } = await lint(fixture('free-age-band.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /free-age-band\.json:\d+:\d+ {2}\/premium\/factors\/1 {2}factor 被保险人年龄 follows from the insured but is a free choice: declare "derive" rules/,
      ),
      expect.stringMatching(
        /\/premium\/factors\/2 {2}derive rule for A reads holder\.birthday: a derived factor follows from the insured only/,
      ),
      expect.stringMatching(/\/premium\/factors\/2 {2}derive rule gives C, which is not an option of 档位/),
    ]);
  });

  it('reports an unknown field widget with the allowed list', async () => {
    const { lines } = await lint(fixture('unknown-widget.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/unknown-widget\.json:9:92 {2}\/form\/insured\/fields\/2\/widget {2}unknown field widget "slider" {2}\(allowed: text, name, mobile/,
      ),
    ]);
  });

  it('reports an unknown section type and suggests the near one', async () => {
    const { lines } = await lint(fixture('unknown-section.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /unknown-section\.json:7:26 {2}\/sections\/0\/type {2}unknown section type "bannr" {2}\(did you mean "banner"\?/,
      ),
    ]);
  });

  it('places a problem inherited from a family in the family file, once', async () => {
    const { lines } = await lint(fixture('family-error'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/family-error\/families\/typo-family\.json:3:34 {2}\/duplicateCheck\/enabled {2}must be boolean/,
      ),
    ]);
  });

  it('reports comments as invalid JSON at their position', async () => {
    const { inspectText } = await import('../../scripts/lint/source');
    expect(inspectText('x.json', 'x.json', '{\n  // note\n  "a": 1\n}').syntax).toEqual([
      { offset: 4, key: 'json.comment' },
    ]);
  });

  it('reports a condition with an unknown operator or field, one clear line each', async () => {
    const operator = await lint(fixture('bad-operator.json'));
    expect(operator.lines).toEqual([
      expect.stringMatching(
        /bad-operator\.json:13:81 {2}\/form\/insured\/fields\/3\/visibleWhen\/op {2}must be one of "eq", "ne"/,
      ),
    ]);
    const field = await lint(fixture('bad-condition.json'));
    expect(field.lines).toEqual([
      expect.stringMatching(
        /bad-condition\.json:14:46 {2}\/form\/insured\/fields\/4\/visibleWhen {2}condition refers to unknown field "insured\.idTpe"/,
      ),
    ]);
  });

  it('asks every manifest to name its schema, with the path to use', async () => {
    const { lines } = await lint(fixture('no-schema.json'));
    expect(lines).toEqual([
      'tests/lint/fixtures/no-schema.json:1:1  /  the manifest does not name its schema  (add "$schema": "../../../schemas/product-variant.schema.json" (editors then autocomplete and flag mistakes))',
    ]);
  });

  it('asks a family to name the family schema (what a family file may say), not the full one', async () => {
    const { lines } = await lint(fixture('family-old-schema'));
    expect(lines).toEqual([
      'tests/lint/fixtures/family-old-schema/families/old-pointer.json:2:14  /$schema  "$schema" does not point at the schema from this file  (use "../../../../../schemas/product-family.schema.json")',
    ]);
  });

  it('reports references that do not resolve', async () => {
    const { lines } = await lint(fixture('bad-reference.json'));
    expect(
      lines.some((l) => /\/sections\/0\/protocolRef {2}no protocol item with id "no-such-clause"/.test(l)),
    ).toBe(true);
    expect(lines.some((l) => /\/plans\/defaultPlan {2}no plan with program code "P9"/.test(l))).toBe(true);
  });

  it('rejects a translation of a field that is data, not product text (route.path)', async () => {
    const { lines } = await lint(fixture('translated-path.json'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/translated-path\.json:10:\d+ {2}\/i18n\/en-US\/route\/path {2}route\.path is data, not product text: a translation may not change it {2}\(translate only the fields the schema marks "x-translatable"/,
      ),
    ]);
  });
});

describe('lint:products CLI', () => {
  it('prints one line per problem, the summary, exits 1 — and never a stack trace', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/lint-products.ts',
        '--check',
        '--lang',
        'en',
        '--',
        fixture('empty.json'),
        fixture('unknown-key.json'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const lines = run.stdout.trim().split('\n');
    expect(run.status).toBe(1);
    expect(lines.at(-1)).toBe('2 manifests, 2 errors');
    expect(lines.slice(0, -1).every((l) => LINE.test(l))).toBe(true);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 0 on a clean manifest', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/lint-products.ts', '--check', '--lang', 'en', fixture('valid.json')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stdout.trim()).toBe('1 manifests, 0 errors');
    expect(run.status).toBe(0);
  });
});

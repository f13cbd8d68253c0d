/**
 * Writes tests/e2e/durations.json: each journey file's running time (its tests' durations summed, in
 * seconds), which playwright.config.ts uses to share a group's files out between its lanes
 * (scripts/lib/e2e-lanes.ts). Refresh it after adding or growing journeys:
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/journeys.json npx playwright test --reporter=list,json
 *   npx tsx scripts/e2e-durations.ts test-results/journeys.json
 * Only files of the report are updated; the others keep their figures, and files gone are dropped.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

interface Suite {
  specs?: Array<{ file: string; tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: Suite[];
}

const report = process.argv[2];
if (!report || !existsSync(report)) {
  console.error(
    'usage: tsx scripts/e2e-durations.ts <Playwright JSON report> (PLAYWRIGHT_JSON_OUTPUT_NAME=file npx playwright test --reporter=list,json)',
  );
  process.exit(2);
}
const target = new URL('../tests/e2e/durations.json', import.meta.url);
const seconds: Record<string, number> = {};
const visit = (suite: Suite): void => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      // The last result: a retried test counts as the run that passed.
      seconds[spec.file] = (seconds[spec.file] ?? 0) + (test.results.at(-1)?.duration ?? 0) / 1000;
  suite.suites?.forEach(visit);
};
(JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites.forEach(visit);
const before = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as Record<string, number>) : {};
const merged = {
  ...before,
  ...Object.fromEntries(Object.entries(seconds).map(([f, s]) => [f, Math.round(s * 10) / 10])),
};
const sorted = Object.fromEntries(
  Object.entries(merged)
    .filter(([file]) => existsSync(new URL(`../tests/e2e/${file}`, import.meta.url)))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(seconds).length} files measured; tests/e2e/durations.json now names ${Object.keys(sorted).length}`,
);

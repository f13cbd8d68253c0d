#!/usr/bin/env bash
# `npm test`: every check, cheapest first. Each step names itself; the first failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "browser for the journeys (Debian's chromium + a CJK font)"; bash scripts/ensure-chromium.sh
step "type-check (and engine/ without the DOM)"; npx tsc -p tsconfig.json --noEmit && npx tsc -p engine/tsconfig.json --noEmit
step "lint (incl. folder dependency rules)"; npx eslint . --max-warnings=0
step "formatting (prettier --check; npm run format fixes it)"; npx prettier --check . --log-level warn
step "product lint (every rule, every generated file)"; npx tsx scripts/lint-products.ts --check
step "unit and gateway tests${DATABASE_URL:+ (also on PostgreSQL)}"; npx vitest run
step "build";                          npx vite build --logLevel warn
step "bundle budget";                  npx tsx scripts/budgets/bundle.ts dist
step "500 more manifests do not grow the entry"; npx tsx scripts/budgets/variants.ts
step "stories (every manifest × screen, opened in Chromium)"; npx tsx stories/scripts/check-stories.ts
# Each journey group gets a fresh gateway: the groups buy, cancel and rate with the same seeded
# accounts, and each asserts what those accounts hold on a fresh database.
for group in shell purchase growth; do
  step "browser journeys: $group (Chromium, phone viewport, fresh real gateway)"; npx playwright test "tests/e2e/$group/"
done
step "Lighthouse (mobile, product detail route)"; npx tsx scripts/budgets/lighthouse.ts

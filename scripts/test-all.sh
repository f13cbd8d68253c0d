#!/usr/bin/env bash
# `npm test`: every check. Independent steps run side by side in three lanes (a 2-core machine sat
# idle while one step waited on a browser, a gateway or PostgreSQL); the steps of a lane run in order,
# except ESLint, which runs beside the static lane's first steps (see lane_static).
# Each step names itself and prints its wall and CPU time; its output goes to test-results/steps/<step>.log
# and is printed in full when it fails. The first failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1
logs=test-results/steps
rm -rf "$logs" && mkdir -p "$logs"
started=$SECONDS
# busy_ticks: the machine's CPU time so far (user + nice + system, in clock ticks; Linux).
busy_ticks() { awk '/^cpu /{ print $2 + $3 + $4 }' /proc/stat 2>/dev/null || echo 0; }
busy_at_start=$(busy_ticks)
# The whole machine's CPU over the run against what its cores could give: tells a run short of CPU
# (every step slower together) from a step that waits.
machine_cpu() {
  local ticks=$(($(busy_ticks) - busy_at_start)) wall=$((SECONDS - started)) hz
  hz=$(getconf CLK_TCK 2>/dev/null || echo 100)
  [ "$wall" -gt 0 ] && [ "$ticks" -gt 0 ] || return 0
  printf 'machine CPU over the run: %ss of the %ss %s cores could give (%s%% busy)\n' \
    $((ticks / hz)) $((wall * $(nproc))) "$(nproc)" $((100 * ticks / hz / (wall * $(nproc))))
}
# timed <cpu-file> <command…>: CPU seconds (user + sys) of the command and everything it started,
# including what outlives its parent (Chromium's renderers: scripts/lib/cpu-of.py); GNU time, which
# misses those, where there is no python3; nothing without either.
timed() {
  local cpu=$1
  shift
  if command -v python3 >/dev/null; then python3 scripts/lib/cpu-of.py "$cpu" "$@"
  elif [ -x /usr/bin/time ]; then /usr/bin/time -f '%U %S' -o "$cpu" "$@"
  else "$@"; fi
}

# step <name> <command…>: runs the command with its output in its log; one line when it ends.
step() {
  # The log file is named after the step, with anything but letters and digits as "-" (names hold "/").
  local name=$1 log="$logs/$(printf %s "$1" | tr -cs "A-Za-z0-9" "-").log" begin=$SECONDS
  shift
  printf '   … %s\n' "$name"
  if timed "$log.cpu" "$@" >"$log" 2>&1; then
    printf '\033[32m✓\033[0m %-58s %4ss wall %5ss cpu\n' "$name" $((SECONDS - begin)) \
      "$(awk '{ printf "%.0f", $1 + $2 }' "$log.cpu" 2>/dev/null)"
  else
    printf '\033[31m✗ %s failed\033[0m (%ss) — its output (%s):\n' "$name" $((SECONDS - begin)) "$log"
    cat "$log"
    return 1
  fi
}

lane_static() {
  # ESLint is the longest single-threaded step: beside tsc, prettier and the product lint rather than
  # after them. The other lanes run many threads (vitest's workers, four browsers with their
  # gateways) and a single thread's share of two cores is small: in a row, these four were the run's
  # longest path while a core idled at its end.
  step "lint (incl. folder dependency rules)" npx eslint . --max-warnings=0 &
  local eslint=$!
  step "type-check (and engine/ without the DOM)" \
    sh -c 'npx tsc -p tsconfig.json --noEmit && npx tsc -p engine/tsconfig.json --noEmit'
  step "formatting (prettier --check; npm run format fixes it)" npx prettier --check . --log-level warn
  step "product lint (every rule, every generated file)" npx tsx scripts/lint-products.ts --check
  # The two builds of their own (a copy of the tree with 500 manifests more; Storybook, opened in
  # Chromium) read the tree and write elsewhere: side by side with ESLint's end and the probes, not
  # after them. In a row after ESLint, these three were the run's last 150 s, each using less than a
  # core while the other lanes had finished.
  step "500 more manifests do not grow the entry" npx tsx scripts/budgets/variants.ts &
  local variants=$!
  step "stories (every manifest × screen, opened in Chromium)" npx tsx stories/scripts/check-stories.ts &
  local stories=$!
  wait "$eslint"
  # Its probe files are written into engine/, src/… for a moment: after the whole-tree checks above,
  # not beside them (tsc, eslint and prettier would find them half-written).
  step "the lint rules bite (probe files)" npx vitest run tests/architecture/lint-config.test.ts
  wait "$variants"
  wait "$stories"
}
lane_units() {
  step "unit and gateway tests${DATABASE_URL:+ (also on PostgreSQL)}" \
    env VITEST_SKIP_LINT_PROBES=1 npx vitest run
}
lane_browser() {
  step "build" npx vite build --logLevel warn
  step "bundle budget" npx tsx scripts/budgets/bundle.ts dist
  # Four lanes side by side, each on a fresh gateway of its own (playwright.config.ts).
  step "browser journeys (Chromium, phone viewport, real gateways)" npx playwright test
}

step "browser for the journeys (Debian's chromium + a CJK font)" bash scripts/ensure-chromium.sh

pids=()
stop_all() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; }
trap stop_all EXIT
# Each lane is its own process group (set -m), so a failure can stop the others with what they started.
set -m
lane_static & pids+=($!)
lane_units & pids+=($!)
lane_browser & pids+=($!)
set +m
for _ in "${pids[@]}"; do
  if ! wait -n; then
    echo -e "\n\033[31mnpm test failed\033[0m after $((SECONDS - started))s"
    machine_cpu
    exit 1
  fi
done
trap - EXIT

# Last and alone: a performance score should not measure the other steps' load.
step "Lighthouse (mobile, product detail route)" npx tsx scripts/budgets/lighthouse.ts
echo -e "\n\033[32mnpm test passed\033[0m in $((SECONDS - started))s"
machine_cpu

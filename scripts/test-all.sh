#!/usr/bin/env bash
# Every check the project has, in the order CI runs them: tools, static checks, the
# build, the release gate (size budgets and Lighthouse CI), then the test projects
# (SQLite and PostgreSQL), the fault drill and the heap soak, and last the tests' count.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/provision-test-tools.sh

npm run lint
npm run format:check
npm run typecheck
npm run build

# The release gate runs before the long test projects, on a machine that has not yet spent
# half an hour at full load: on a shared 2-core machine the CPU slows after sustained work,
# and Lighthouse's simulated phone multiplies whatever the machine does by its CPU slowdown
# (calibrated to the machine, see scripts/cpu-slowdown.ts). Nothing else runs while it
# measures; whatever still takes CPU is printed beside its figures.
# (awk takes the first lines itself: `head` would end the pipe early, which pipefail fails.)
# A machine without procps' top skips the listing rather than the gate.
if command -v top >/dev/null; then
  top -b -n 2 -d 2 -o %CPU -w 160 | awk '/^top -/ { n++ } n == 2 && shown++ < 16'
fi
# Size budgets, the first visit's main-thread tasks (printed, see README), then
# Lighthouse CI (mobile and desktop).
npm run size
npm run bench:tasks -- --runs 1 --report-only
npm run lhci

eval "$(bash scripts/test-postgres.sh start | sed 's/^/export /')"
trap 'bash scripts/test-postgres.sh stop "$PARVAZ_PG_DIR"' EXIT
test_report="$(mktemp -d)/vitest.json"
npx vitest run --reporter=default --reporter=json --outputFile.json="$test_report"
# SIGKILL and dropped database connections under traffic: nothing lost, orphaned or doubled.
npm run drill
# A minute of mixed traffic on a 256 MB heap: the service must not die or keep growing.
npm run soak
# The closing line: how many tests ran, in the plain "N passed, N failed" form.
node scripts/print-test-count.mjs "$test_report"

#!/usr/bin/env bash
# Every check the project has, in the order CI runs them: tools, static checks, the
# build, the test projects (SQLite and PostgreSQL), the fault drill, the size budgets and
# Lighthouse CI.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/provision-test-tools.sh

eval "$(bash scripts/test-postgres.sh start | sed 's/^/export /')"
trap 'bash scripts/test-postgres.sh stop "$PARVAZ_PG_DIR"' EXIT

npm run lint
npm run format:check
npm run typecheck
npm run build
npx vitest run
# SIGKILL and dropped database connections under traffic: nothing lost, orphaned or doubled.
npm run drill
# A minute of mixed traffic on a 256 MB heap: the service must not die or keep growing.
npm run soak
# Nothing else runs while the release gate measures: the database the tests used stops,
# and whatever still takes CPU is printed beside the gate's figures.
bash scripts/test-postgres.sh stop "$PARVAZ_PG_DIR"
trap - EXIT
# (awk takes the first lines itself: `head` would end the pipe early, which pipefail fails.)
# A machine without procps' top skips the listing rather than the gate.
if command -v top >/dev/null; then
  top -b -n 2 -d 2 -o %CPU -w 160 | awk '/^top -/ { n++ } n == 2 && shown++ < 16'
fi
# The release gate: size budgets, the first visit's main-thread tasks (printed: not every
# page is under 30 ms yet, see README), then Lighthouse CI (mobile and desktop).
npm run size
npm run bench:tasks -- --runs 1 --report-only
npm run lhci

#!/usr/bin/env bash
# Every check the project has, in the order CI runs them: tools, static checks, the
# build, the release gate (size budgets and Lighthouse CI), then the test projects
# (SQLite and PostgreSQL), the fault drill, the cluster drill and the heap soak, and last
# the tests' count and a table of each stage's minutes. Everything after the build uses
# that one build.
set -euo pipefail
cd "$(dirname "$0")/.."

stages=()
line_started=$(date +%s)
# `.ci/run` sets PARVAZ_LINE_STARTED before `npm ci`, so the install is a stage of the table.
if [ -n "${PARVAZ_LINE_STARTED:-}" ]; then
  stages+=("install (npm ci)|$((line_started - PARVAZ_LINE_STARTED))")
  line_started=$PARVAZ_LINE_STARTED
fi
current_stage=""

# Runs one stage of the line and records its duration.
stage() {
  local name=$1 started
  shift
  current_stage=$name
  started=$(date +%s)
  echo "::: $name"
  "$@"
  stages+=("$name|$(($(date +%s) - started))")
  current_stage=""
}

print_stages() {
  local entry seconds total
  total=$(($(date +%s) - line_started))
  echo
  echo "| stage | minutes |"
  echo "| --- | ---: |"
  for entry in "${stages[@]}"; do
    seconds=${entry##*|}
    printf '| %s | %d.%d |\n' "${entry%|*}" $((seconds / 60)) $((seconds % 60 * 10 / 60))
  done
  [ -z "$current_stage" ] || echo "| $current_stage (failed or stopped) | |"
  printf '| **total** | **%d.%d** |\n' $((total / 60)) $((total % 60 * 10 / 60))
}

postgres_dir=""
test_report=""
finish() {
  local status=$?
  [ -z "$postgres_dir" ] || bash scripts/test-postgres.sh stop "$postgres_dir"
  print_stages
  # The closing line: how many tests ran, in the plain "N passed, N failed" form.
  [ -z "$test_report" ] || [ ! -f "$test_report" ] || node scripts/print-test-count.mjs "$test_report"
  exit $status
}
trap finish EXIT

stage "tools (Debian packages)" bash scripts/provision-test-tools.sh

# ESLint and the type checks are each one thread: on two cores they run side by side.
static_checks() {
  npm run typecheck &
  local typecheck=$!
  npm run lint
  npm run format:check
  wait "$typecheck"
}
stage "lint, format, typecheck" static_checks
stage "build" npm run build

# The release gate runs before the long test projects, on a machine that has not yet spent
# minutes at full load: on a shared 2-core machine the CPU slows after sustained work,
# and Lighthouse's simulated phone multiplies whatever the machine does by its CPU slowdown
# (calibrated to the machine, see scripts/cpu-slowdown.ts). Nothing else runs while it
# measures; whatever still takes CPU is printed beside its figures.
# (awk takes the first lines itself: `head` would end the pipe early, which pipefail fails.)
# A machine without procps' top skips the listing rather than the gate.
if command -v top >/dev/null; then
  top -b -n 2 -d 2 -o %CPU -w 160 | awk '/^top -/ { n++ } n == 2 && shown++ < 16'
fi
# Size budgets, the first visit's main-thread tasks (printed, see docs/performance.md), then
# Lighthouse CI (mobile and desktop).
stage "size budgets" npm run size
stage "first-load tasks" npm run bench:tasks -- --runs 1 --report-only
stage "Lighthouse (mobile, desktop)" npm run lhci

eval "$(bash scripts/test-postgres.sh start | sed 's/^/export /')"
postgres_dir=$PARVAZ_PG_DIR
test_report="$(mktemp -d)/vitest.json"
stage "vitest (every project)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$test_report"
# SIGKILL and dropped database connections under traffic: nothing lost, orphaned or doubled.
# (The drill's npm script builds the service first; here the line's build is used.)
stage "fault drill" npx tsx scripts/fault-drill.ts
# Two instances behind HAProxy and Varnish on PostgreSQL, Redis and the object store, under
# mixed traffic while an instance is SIGKILLed, Redis restarted, connections dropped and the
# store stopped: no read failed once HAProxy noticed, no post lost or doubled, no mail sent
# twice, a publish everywhere within 1 s, one post limit (about 50 s on two cores).
stage "cluster drill" npx tsx scripts/cluster/drill.ts --seconds 20
# A minute of mixed traffic on a 256 MB heap: the service must not die or keep growing.
stage "heap soak" npm run soak

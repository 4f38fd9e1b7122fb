#!/usr/bin/env bash
# The daily check of a change: lint, format and type checks, the build, then only the tests
# the change reaches (vitest's --changed follows each test file's imports to the changed
# files), on SQLite and on a throwaway PostgreSQL as the whole line runs them. A minute or
# two for a small change; the whole line (`npm run test:all`) runs once before it is sent.
# Browser tests reach the site through its build, not through imports: a change under src/
# or sw/ reaches them only when they import it, so run the screens' files by name, e.g.
# `npx vitest run --project e2e tests/e2e/contact-form.test.ts`.
#   npm run test:changed             the files changed and not yet committed
#   npm run test:changed -- main~3   everything changed since that commit
set -euo pipefail
cd "$(dirname "$0")/.."
since=${1:-}

npm run typecheck &
typecheck=$!
npm run lint
npm run format:check
wait "$typecheck"
npm run build

postgres_dir=""
trap '[ -z "$postgres_dir" ] || bash scripts/test-postgres.sh stop "$postgres_dir"' EXIT
if [ -x /usr/lib/postgresql/15/bin/initdb ]; then
  eval "$(bash scripts/test-postgres.sh start | sed 's/^/export /')"
  postgres_dir=$PARVAZ_PG_DIR
fi
npx vitest run --changed ${since:+"$since"} --passWithNoTests

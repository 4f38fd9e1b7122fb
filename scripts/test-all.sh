#!/usr/bin/env bash
# Every check the project has, in the order CI runs them: tools, static checks, the
# build, the test projects (SQLite and PostgreSQL), the size budgets and Lighthouse CI.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/provision-test-tools.sh

eval "$(bash scripts/test-postgres.sh start | sed 's/^/export /')"
trap 'bash scripts/test-postgres.sh stop "$PARVAZ_PG_DIR"' EXIT

npm run lint
npm run typecheck
npm run build
npx vitest run
# The release gate: size budgets, then Lighthouse CI (mobile and desktop).
npm run size
npm run lhci

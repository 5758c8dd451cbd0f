#!/usr/bin/env bash
# `npm run test:pg`: the API suite once more, against a throwaway PostgreSQL cluster instead of PGlite
# (each test file creates its own database in it), then the PostgreSQL-only tests in tests/pg/ (several
# processes on one database, faults). Extra arguments go to vitest, e.g. a file filter.
# Exits with vitest's code; the cluster is stopped and removed whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/niaga-pg.XXXXXX)
chmod 755 "$dir"
cleanup() {
  [ -d "$dir/data" ] && { bash scripts/pg-cluster.sh stop "$dir" || echo "could not stop the cluster in $dir" >&2; }
  rm -rf "$dir"
}
trap cleanup EXIT
url=$(bash scripts/pg-cluster.sh start "$dir" | tail -n 1)
echo "PostgreSQL test cluster: $url"
TEST_DATABASE_URL="$url" npx vitest run --project api --project pg "$@"

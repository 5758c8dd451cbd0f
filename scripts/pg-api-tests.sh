#!/usr/bin/env bash
# Runs the API suite once more against a throwaway PostgreSQL cluster (DATABASE_URL mode).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/niaga-pg.XXXXXX)
chmod 755 "$dir"
trap 'bash scripts/pg-cluster.sh stop "$dir"; rm -rf "$dir"' EXIT
url=$(bash scripts/pg-cluster.sh start "$dir" | tail -n 1)
echo "PostgreSQL test cluster: $url"
TEST_DATABASE_URL="$url" npx vitest run --project api

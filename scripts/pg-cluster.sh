#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on a free loopback port, for the API suite's PostgreSQL run.
#   scripts/pg-cluster.sh start DIR   → prints postgres://niaga@127.0.0.1:PORT/postgres as its last line
#   scripts/pg-cluster.sh stop DIR
set -euo pipefail
BIN=/usr/lib/postgresql/15/bin
cmd=${1:?start or stop}
dir=${2:?directory}

as_postgres() {
  # initdb and postgres refuse to run as root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
      chown postgres:postgres "$dir"
    fi
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_postgres "$BIN/initdb" -D "$dir/data" -U niaga --auth=trust -E UTF8 --no-locale >"$dir/initdb.log"
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "-p $port -h 127.0.0.1 -k $dir -c fsync=off" -w start >/dev/null
    echo "postgres://niaga@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac

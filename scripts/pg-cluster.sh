#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on a free loopback port, for the API suite's PostgreSQL run.
#   scripts/pg-cluster.sh start DIR   → prints postgres://niaga@127.0.0.1:PORT/postgres as its last line
#   scripts/pg-cluster.sh stop DIR
# DIR's parents must be searchable by the postgres user: a `mktemp -d` under /tmp is.
set -euo pipefail
BIN=${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}
cmd=${1:?usage: pg-cluster.sh start|stop DIR}
dir=${2:?usage: pg-cluster.sh start|stop DIR}

as_postgres() {
  # initdb and postgres refuse to run as root. `cd /` because the caller's directory may not be
  # readable by postgres, and initdb warns about that.
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

case "$cmd" in
  start)
    [ -x "$BIN/initdb" ] || { echo "PostgreSQL 15 is not installed ($BIN): apt-get install postgresql-15" >&2; exit 1; }
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd) # the socket directory must be absolute
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
      chown postgres:postgres "$dir"
    fi
    # The kernel picks a free port; the tiny window before postgres binds it is acceptable for tests.
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_postgres "$BIN/initdb" -D "$dir/data" -U niaga --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    # fsync=off: the cluster is thrown away, durability only slows the suite down.
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "-p $port -h 127.0.0.1 -k $dir -c fsync=off" -w start >/dev/null ||
      { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://niaga@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for the tests on a free local port.
#   start [NAME=VALUE ...]: prints TEST_DATABASE_URL=... for the caller to export; each
#     NAME=VALUE is a server setting of the cluster's own (the content bench sizes its memory)
#   stop DIR: stops the cluster in DIR and removes it
set -euo pipefail
bin=/usr/lib/postgresql/15/bin

case "${1:-}" in
  start)
    shift
    settings=""
    for setting in "$@"; do
      [[ "$setting" =~ ^[a-z_]+=[0-9A-Za-z._]+$ ]] || { echo "not a setting: $setting" >&2; exit 2; }
      settings+=" -c $setting"
    done
    dir=$(mktemp -d /tmp/parvaz-pg-XXXXXX)
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    # initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
    run=()
    if [ "$(id -u)" -eq 0 ]; then
      chown postgres:postgres "$dir"
      run=(runuser -u postgres --)
    fi
    "${run[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200$settings" start >/dev/null
    echo "PARVAZ_PG_DIR=$dir"
    echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?cluster folder}
    run=()
    [ "$(id -u)" -eq 0 ] && run=(runuser -u postgres --)
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [NAME=VALUE ...] | stop DIR" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster that lives only
# as long as the command: initdb in a temporary folder, no fsync, stopped and removed after.
# Usage: scripts/with-postgres.sh npm run test:api   (npm run test:pg does exactly that)
set -euo pipefail
initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql (see README)" >&2
  exit 1
fi
pgbin=$(dirname "$initdb")
pgdir=$(mktemp -d /tmp/teranga-pg.XXXXXX)
chmod 755 "$pgdir"
port=${TEST_PG_PORT:-5439}
# initdb refuses to run as root: as root, the cluster belongs to the postgres user.
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$pgdir"
run_pg "'$pgbin/initdb' -D '$pgdir/data' -U postgres --auth=trust -E UTF8 --no-locale >'$pgdir/initdb.log'"
run_pg "'$pgbin/pg_ctl' -D '$pgdir/data' -o \"-p $port -k $pgdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" -l '$pgdir/server.log' -w start" >/dev/null
stop_pg() {
  run_pg "'$pgbin/pg_ctl' -D '$pgdir/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
trap stop_pg EXIT
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"

#!/usr/bin/env bash
# Run a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 server (Debian's), stopped
# and removed afterwards. CI runs `npm test` this way: the integration suite then checks the SQL
# against PostgreSQL 15, while the browser journeys' server keeps the embedded PostgreSQL 18
# (playwright.config.ts clears DATABASE_URL for it), so both paths are tested in one run.
#   bash scripts/with-postgres15.sh npx vitest run --project integration
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres15.sh COMMAND [ARGS...]" >&2
  exit 2
fi

PG_BIN="$(dirname "$(readlink -f "$(command -v postgres || echo /usr/lib/postgresql/15/bin/postgres)")")"
if [ ! -x "$PG_BIN/postgres" ]; then
  apt-get update
  apt-get install -y --no-install-recommends postgresql-15
  PG_BIN=/usr/lib/postgresql/15/bin
fi
id postgres >/dev/null 2>&1 || useradd --system --user-group postgres

DIR="$(mktemp -d /tmp/storefront-pg15.XXXXXX)"
chown postgres "$DIR"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() { as_postgres "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

as_postgres "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-k $DIR -h 127.0.0.1 -p 55432 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" -l "$DIR/log" -w start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:55432"

DATABASE_URL="postgresql://postgres@127.0.0.1:55432/postgres" "$@"

#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the API contract tests and prints its URL on stdout
# (one line; everything else goes to stderr). Used by .ci/run:
#
#   TEST_DATABASE_URL="$(scripts/ci-postgres.sh)"
#   TEST_DATABASE_URL="$TEST_DATABASE_URL" npm run test:api:pg
#
# Installs Debian's `postgresql` package when no server is installed (needs root, as in CI). The
# cluster lives in a new temporary directory, listens on 127.0.0.1 only, on a free port (or
# $CI_POSTGRES_PORT), and has a role `account` (password login, may create the databases each
# test server gets) owning a database `account_test`. Stop it with the command printed last, or
# with `scripts/ci-postgres.sh --stop DIR` where DIR is what $CI_POSTGRES_STATE (a file, when set)
# received: .ci/run does that on exit, so no cluster outlives the run.
set -euo pipefail

log() { echo "$@" >&2; }
server_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin="$(server_bin)"

# PostgreSQL refuses to run as root: the server runs as the `postgres` user the package creates.
as_server=()
[ "$(id -u)" = 0 ] && as_server=(runuser -u postgres --)
as_server_user() { "${as_server[@]}" "$@"; }

if [ "${1:-}" = "--stop" ]; then
  dir="${2:?--stop needs the cluster directory}"
  [ -d "$dir/data" ] && as_server_user "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  rm -rf "$dir"
  log "== PostgreSQL in $dir stopped and removed"
  exit 0
fi

if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  log "== Installing Debian's postgresql"
  "$(dirname "$0")/apt-install.sh" postgresql
  bin="$(server_bin)"
fi

port="${CI_POSTGRES_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
dir="$(mktemp -d /tmp/account-postgres-XXXXXX)"
[ -n "${CI_POSTGRES_STATE:-}" ] && echo "$dir" > "$CI_POSTGRES_STATE"
[ "$(id -u)" = 0 ] && chown postgres: "$dir"
password="$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"

log "== PostgreSQL ($("$bin/postgres" --version)) in $dir on 127.0.0.1:$port"
# A throwaway cluster: nothing in it must survive a crash of the machine, so neither initdb nor the
# server waits for the disk (--no-sync, fsync, synchronous_commit, full_page_writes). The settings
# go into postgresql.conf, so a `pg_ctl restart` (tests/api/support/cluster.ts) keeps them.
as_server_user "$bin/initdb" -D "$dir/data" -U postgres --auth-local=trust \
  --auth-host=scram-sha-256 --no-sync >/dev/null
printf '%s\n' fsync=off synchronous_commit=off full_page_writes=off |
  as_server_user tee -a "$dir/data/postgresql.conf" >/dev/null
as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
as_server_user "$bin/psql" -h "$dir" -p "$port" -U postgres -v ON_ERROR_STOP=1 -q \
  -c "create role account login createdb password '$password'" \
  -c "create database account_test owner account" >&2

log "   stop: ${as_server[*]} $bin/pg_ctl -D $dir/data stop"
echo "postgres://account:$password@127.0.0.1:$port/account_test"

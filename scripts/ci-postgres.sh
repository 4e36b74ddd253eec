#!/usr/bin/env bash
# Installs (from Debian) and starts a throwaway PostgreSQL on 127.0.0.1:55432, prints its URL.
set -euo pipefail
PORT=55432
DATA=/tmp/codeport-pg
log() { echo "$@" >&2; }

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  log "installing postgresql from Debian"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
id postgres >/dev/null 2>&1 || useradd -r -m postgres
if ! su postgres -c "$BIN/pg_isready -h 127.0.0.1 -p $PORT" >/dev/null 2>&1; then
  rm -rf "$DATA" && mkdir -p "$DATA" && chown postgres "$DATA"
  su postgres -c "$BIN/initdb -D $DATA -A trust -U postgres" >/dev/null
  su postgres -c "$BIN/pg_ctl -D $DATA -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off' -l $DATA/log -w start" >/dev/null
fi
# A fresh database every run, and none of the copies the upstream suites make of their template
# databases (tests/upstream/helpers/test-db.ts) left by a run stopped half-way, nor templates of
# older migrations (tests/setup/global-setup.mjs makes the current ones again in about a second).
for db in $(psql -h 127.0.0.1 -p $PORT -U postgres -Atc "select datname from pg_database where datname ~ '^(t_[0-9]+_|codeport_template_)'"); do
  psql -h 127.0.0.1 -p $PORT -U postgres -qc "drop database if exists \"$db\" with (force)" >/dev/null
done
psql -h 127.0.0.1 -p $PORT -U postgres -qc 'drop database if exists codeport_test with (force)' >/dev/null
psql -h 127.0.0.1 -p $PORT -U postgres -qc 'create database codeport_test' >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/codeport_test"

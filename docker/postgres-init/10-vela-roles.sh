#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised (docker-entrypoint-initdb.d), as the
# cluster's superuser. Makes the two roles Vela uses (issue 11 item 3, docs/security.md §3):
# - vela_owner owns the database `vela` and runs the migrations (the `migrate` service);
# - vela_app is what the API, feed and jobs connect as: no superuser, no CREATEDB/CREATEROLE, no TEMP;
#   the owner grants it its table privileges after every migration run (server/src/db/roles.ts).
# Passwords come from the environment; hex keeps them URL-safe: openssl rand -hex 24.
set -eu
for v in VELA_OWNER_DB_PASSWORD VELA_APP_DB_PASSWORD; do
  eval "value=\${$v:-}"
  case "$value" in
    "") echo "$v must be set (openssl rand -hex 24)" >&2; exit 1 ;;
    *[!0-9A-Za-z_-]*) echo "$v: use letters, digits, - and _ only (openssl rand -hex 24)" >&2; exit 1 ;;
  esac
done
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE vela_owner LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${VELA_OWNER_DB_PASSWORD}';
CREATE ROLE vela_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT PASSWORD '${VELA_APP_DB_PASSWORD}';
CREATE DATABASE vela OWNER vela_owner;
REVOKE ALL ON DATABASE vela FROM PUBLIC;
GRANT CONNECT ON DATABASE vela TO vela_app;
SQL

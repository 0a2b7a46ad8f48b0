#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL 15 on loopback, and creates the `vo` role
# the API tests use to create one scratch database per test file. Prints the connection string.
# Used by .ci/run; a developer can run it too (needs root or sudo).
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  $SUDO apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | grep -q "^${VERSION} main"; then
  $SUDO pg_createcluster "$VERSION" main >&2
fi
# Loopback only: PostgreSQL's default listen_addresses is 'localhost'. An explicit setting is
# removed, because an earlier version of this script wrote it unquoted (`127.0.0.1`), which
# PostgreSQL refuses to parse; the cluster then does not start.
$SUDO pg_conftool "$VERSION" main remove listen_addresses >&2 || true
if ! pg_lsclusters -h | grep "^${VERSION} main" | grep -q online; then
  $SUDO pg_ctlcluster "$VERSION" main start >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"

as_postgres psql -p "$PORT" -v ON_ERROR_STOP=1 -qtA >&2 <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vo') THEN
    CREATE ROLE vo LOGIN CREATEDB PASSWORD 'vo';
  END IF;
END \$\$;
SQL
as_postgres psql -p "$PORT" -qtA -c "SELECT 1 FROM pg_database WHERE datname = 'vo'" | grep -q 1 \
  || as_postgres createdb -p "$PORT" -O vo vo >&2

echo "postgres://vo:vo@127.0.0.1:${PORT}/vo"

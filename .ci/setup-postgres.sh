#!/usr/bin/env bash
# Prepares a local PostgreSQL for the external PostgreSQL adapter tests (mvn -P pgsql-test test).
# Idempotent: installs postgresql only if no server binary is present, starts the cluster only if
# nothing answers on 127.0.0.1:5432, and (re)creates the test role and database.
#   role linkbench / password linkbench, database linkbench_unittestdb owned by linkbench
# Needs root (apt-get, pg_ctlcluster, running psql as the postgres user).
set -euo pipefail

PORT=5432
DB=linkbench_unittestdb
TEST_USER=linkbench
TEST_PASSWORD=linkbench

answers() {
  (exec 3<>/dev/tcp/127.0.0.1/"$PORT") 2>/dev/null
}

server_binary() {
  ls /usr/lib/postgresql/*/bin/postgres 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(server_binary)" ]; then
  echo "Installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql postgresql-client >/dev/null
fi

if ! answers; then
  version="$(basename "$(dirname "$(dirname "$(server_binary)")")")"
  if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -qx "$version main"; then
    pg_createcluster "$version" main --port="$PORT" >/dev/null
  fi
  echo "Starting PostgreSQL $version"
  pg_ctlcluster "$version" main start || true
  for _ in $(seq 1 60); do
    answers && break
    sleep 1
  done
  answers || { echo "PostgreSQL did not start listening on 127.0.0.1:$PORT" >&2; exit 1; }
fi

as_postgres() {
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 "$@"
}

as_postgres <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$TEST_USER') THEN
    CREATE ROLE $TEST_USER LOGIN PASSWORD '$TEST_PASSWORD';
  ELSE
    ALTER ROLE $TEST_USER LOGIN PASSWORD '$TEST_PASSWORD';
  END IF;
END
\$\$;
SQL
if ! as_postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1; then
  as_postgres -c "CREATE DATABASE $DB OWNER $TEST_USER"
fi
as_postgres -c "ALTER DATABASE $DB OWNER TO $TEST_USER"
echo "PostgreSQL ready on 127.0.0.1:$PORT: role $TEST_USER, database $DB"

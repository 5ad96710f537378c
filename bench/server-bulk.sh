#!/usr/bin/env bash
# The server's own bulk path for rows a load left behind: the table is dumped to a file by the
# server's client, split into --streams parts of whole rows, and loaded into an empty copy of the
# table (same columns, indexes and partitioning) by that many parallel client sessions:
# LOAD DATA LOCAL INFILE (MySQL/MariaDB, mysql client with --local-infile=1) or \copy ... FROM
# (PostgreSQL, psql). Only the parallel load is timed; the copy is dropped afterwards. This is the
# physical limit the driver's load is compared with (load_method=bulk should reach 0.9 of it).
# The timed load starts on a quiet server: after InnoDB has written back what ran before (at most
# 60 s) or after a CHECKPOINT, as load-scale.sh starts the driver's.
#
#   bench/server-bulk.sh --server mysql|pgsql --dbid DB [--table linktable] [--streams 2]
#       [--host H] [--port P] [--user U] [--password-env VAR] [--pgsql-database D] [--out DIR]
#
# --dbid is the MySQL database or the PostgreSQL schema holding the loaded table; --pgsql-database
# the PostgreSQL database (default linkbench). Defaults: 127.0.0.1, the server's default port, user
# root (MySQL) or postgres (PostgreSQL). The password, if any, comes from the environment variable
# named by --password-env (default LINKBENCH_PASSWORD) and is never printed. The server must allow
# local files for MySQL (local_infile ON); it is switched on for the run when off, and back after.
#
# Last line: BENCH server-bulk server=S table=T rows=N streams=K seconds=S rows_per_s=R same_rows=yes|NO
#   server_cpu_s=C (the server's CPU over the timed load when it runs on this machine, else NA)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SERVER=""
DBID=""
TABLE=linktable
STREAMS=2
DB_HOST=127.0.0.1
DB_PORT=""
DB_USER=""
PASSWORD_ENV=LINKBENCH_PASSWORD
PG_DATABASE=linkbench
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$2"; shift 2 ;;
    --dbid) DBID="$2"; shift 2 ;;
    --table) TABLE="$2"; shift 2 ;;
    --streams) STREAMS="$2"; shift 2 ;;
    --host) DB_HOST="$2"; shift 2 ;;
    --port) DB_PORT="$2"; shift 2 ;;
    --user) DB_USER="$2"; shift 2 ;;
    --password-env) PASSWORD_ENV="$2"; shift 2 ;;
    --pgsql-database) PG_DATABASE="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
[ -n "$DBID" ] || die "--dbid is required (see --help)"
[[ "$DBID" =~ ^[A-Za-z_][A-Za-z0-9_]*$ && "$TABLE" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "--dbid and --table must be plain identifiers"
[[ "$STREAMS" =~ ^[1-9][0-9]*$ ]] || die "--streams must be a positive number"
COPY="${TABLE}_bulkcopy"
OUT="$(make_out_dir "$OUT" server-bulk)"
PASSWORD="${!PASSWORD_ENV:-}"

# Runs the commands given as arguments in parallel (each a string for bash -c); prints seconds from
# the first start to the last end, or fails if any failed.
timed_parallel() {
  local start end pids=() failed=0 command pid
  start=$EPOCHREALTIME
  for command in "$@"; do
    bash -c "$command" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    wait "$pid" || failed=1
  done
  end=$EPOCHREALTIME
  [ "$failed" = 0 ] || die "a bulk stream failed"
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}

split_dump() {
  rows="$(wc -l <"$OUT/$TABLE.dump")"
  [ "$rows" -gt 0 ] || die "$DBID.$TABLE is empty: load it first"
  split -n "l/$STREAMS" -d -a 3 "$OUT/$TABLE.dump" "$OUT/part."
}

case "$SERVER" in
  mysql)
    DB_PORT="${DB_PORT:-3306}"
    DB_USER="${DB_USER:-root}"
    export MYSQL_PWD="$PASSWORD"
    client="$(command -v mariadb || command -v mysql)" || die "no mysql/mariadb client on PATH"
    mysql_client -N -e "SELECT 1" >/dev/null || die "cannot connect to $DB_HOST:$DB_PORT as $DB_USER"
    restore_local_infile=""
    if [ "$(mysql_client -N -e "SELECT @@GLOBAL.local_infile")" != 1 ]; then
      mysql_client -e "SET GLOBAL local_infile = ON" || die "local_infile is OFF and cannot be switched on"
      restore_local_infile=1
    fi
    cleanup() {
      mysql_client "$DBID" -e "DROP TABLE IF EXISTS \`$COPY\`" || true
      [ -z "$restore_local_infile" ] || mysql_client -e "SET GLOBAL local_infile = OFF" || true
      rm -f "$OUT/$TABLE.dump" "$OUT"/part.*
    }
    trap cleanup EXIT
    # Batch output escapes NUL, tab, newline and backslash exactly as LOAD DATA reads them back.
    mysql_client -B -N --default-character-set=latin1 "$DBID" -e "SELECT * FROM \`$TABLE\`" >"$OUT/$TABLE.dump" \
      || die "dump of $DBID.$TABLE failed"
    split_dump
    mysql_client "$DBID" -e "DROP TABLE IF EXISTS \`$COPY\`; CREATE TABLE \`$COPY\` LIKE \`$TABLE\`"
    commands=()
    for part in "$OUT"/part.*; do
      commands+=("MYSQL_PWD=\"\$MYSQL_PWD\" '$client' --protocol=tcp -h '$DB_HOST' -P '$DB_PORT' -u '$DB_USER' \
        --local-infile=1 '$DBID' -e \"LOAD DATA LOCAL INFILE '$part' INTO TABLE \\\`$COPY\\\` CHARACTER SET latin1\"")
    done
    mysql_quiesce
    cpu_before="$(server_cpu_ticks "$SERVER" "$DB_HOST")"
    seconds="$(timed_parallel "${commands[@]}")"
    server_cpu="$(server_cpu_seconds "$cpu_before" "$(server_cpu_ticks "$SERVER" "$DB_HOST")")"
    sums="$(mysql_client -N "$DBID" -e "CHECKSUM TABLE \`$TABLE\`, \`$COPY\`" | awk '{ print $2 }' | uniq | wc -l)"
    same=$([ "$sums" = 1 ] && echo yes || echo NO)
    ;;
  pgsql)
    DB_PORT="${DB_PORT:-5432}"
    DB_USER="${DB_USER:-postgres}"
    export PGPASSWORD="$PASSWORD"
    command -v psql >/dev/null || die "no psql client on PATH"
    pg() {
      psql -X -q -v ON_ERROR_STOP=1 -h "$DB_HOST" -p "$DB_PORT" -U "$DB_USER" -d "$PG_DATABASE" "$@"
    }
    export PGOPTIONS="-c client_min_messages=warning"
    pg -Atc "SELECT 1" >/dev/null || die "cannot connect to $DB_HOST:$DB_PORT/$PG_DATABASE as $DB_USER"
    cleanup() {
      pg -c "DROP TABLE IF EXISTS \"$DBID\".\"$COPY\"" || true
      rm -f "$OUT/$TABLE.dump" "$OUT"/part.*
    }
    trap cleanup EXIT
    # Text format: one row per line (bytea as escaped hex), so the dump splits at line ends.
    pg -c "\\copy \"$DBID\".\"$TABLE\" TO '$OUT/$TABLE.dump'" || die "dump of $DBID.$TABLE failed"
    split_dump
    pg -c "DROP TABLE IF EXISTS \"$DBID\".\"$COPY\"" \
      -c "CREATE TABLE \"$DBID\".\"$COPY\" (LIKE \"$DBID\".\"$TABLE\" INCLUDING ALL)"
    commands=()
    for part in "$OUT"/part.*; do
      commands+=("PGPASSWORD=\"\$PGPASSWORD\" psql -X -q -v ON_ERROR_STOP=1 -h '$DB_HOST' -p '$DB_PORT' -U '$DB_USER' \
        -d '$PG_DATABASE' -c \"\\\\copy \\\"$DBID\\\".\\\"$COPY\\\" FROM '$part'\"")
    done
    pg -c CHECKPOINT || die "CHECKPOINT failed (the load is timed after one)"
    cpu_before="$(server_cpu_ticks "$SERVER" "$DB_HOST")"
    seconds="$(timed_parallel "${commands[@]}")"
    server_cpu="$(server_cpu_seconds "$cpu_before" "$(server_cpu_ticks "$SERVER" "$DB_HOST")")"
    differing="$(pg -Atc "SELECT count(*) FROM ((TABLE \"$DBID\".\"$TABLE\" EXCEPT ALL TABLE \"$DBID\".\"$COPY\")
      UNION ALL (TABLE \"$DBID\".\"$COPY\" EXCEPT ALL TABLE \"$DBID\".\"$TABLE\")) d")"
    same=$([ "$differing" = 0 ] && echo yes || echo NO)
    ;;
  *) die "--server must be mysql or pgsql (see --help)" ;;
esac

rate="$(awk -v n="$rows" -v s="$seconds" 'BEGIN { printf "%d", (s > 0 ? n / s : 0) }')"
echo "$SERVER $DBID.$TABLE: $rows rows in $seconds s over $STREAMS parallel streams = $rate rows/s (copy equal: $same)"
echo "BENCH server-bulk server=$SERVER table=$TABLE rows=$rows streams=$STREAMS seconds=$seconds rows_per_s=$rate same_rows=$same server_cpu_s=$server_cpu"

#!/usr/bin/env bash
# The load at the shipped scale, against local MySQL/MariaDB and PostgreSQL servers: for each server,
# each maxid1 and each load_method, the driver's links/s, its CPU seconds per million rows written,
# its peak heap (from the GC log) and peak resident set; then, in the same run and for exactly the
# same rows, the server's own bulk path (bench/server-bulk.sh): each loaded table is dumped and
# reloaded into an empty copy by the server's client in 2 parallel streams (LOAD DATA LOCAL
# INFILE; COPY FROM STDIN).
# ratio = driver links/s / server links/s, both over the time to write all three tables, each timed
# write starting on a quiet server (InnoDB's dirty pages written back; a CHECKPOINT).
#
#   bench/load-scale.sh [--servers "mysql pgsql"] [--sizes "1000001 10000001"]
#       [--methods "insert bulk"] [--loaders N] [--heapsize MB] [--repeat N] [--out DIR]
#       [--mysql-host H] [--mysql-port P] [--mysql-user U]
#       [--pg-host H] [--pg-port P] [--pg-user U] [--pg-database D]
#
# Defaults: both servers, maxid1 1,000,001 and 10,000,001 (the shipped configurations' scale, which
# takes tens of minutes per server), both load methods, the shipped configurations' loaders and the
# launcher's default heap. Passwords come from MYSQL_PWD and PGPASSWORD (never printed). The loads
# go into the database linkbench_scale (MySQL) and the schema linkbench_scale of --pg-database,
# dropped and recreated for every load. Every load uses load_random_seed=1, so each method writes
# the same rows.
#
# --repeat N (default 1) runs every size N rounds, each its loads then the server's own path, so
# each ratio compares runs minutes apart; on a shared machine the server's own rate alone varies by
# half between rounds, and the median of the rounds' ratios is what the last line reports.
#
# When the server runs on this machine, its own CPU is read from /proc around the driver's load and
# around its own path's timed loads: how much server work the driver's way of writing costs per row,
# which the machine's moods between rounds move far less than the rates.
#
# cost growth: (CPU-s per million rows at the largest size) / (at the smallest); 1 = linear.
# Last line: BENCH load-scale <server>_<method>_links_per_s=N ... <server>_<method>_ratio=R ...
#   <server>_<method>_server_cpu_per_own_path=S (server CPU during the driver's load / during its own path)
# (with --repeat: medians over the rounds, and <server>_<method>_ratios=R1/R2/...)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SERVERS="mysql pgsql"
SIZES="1000001 10000001"
METHODS="insert bulk"
LOADERS=""
HEAPSIZE_MB=""
REPEAT=1
OUT=""
MYSQL_HOST=127.0.0.1
MYSQL_PORT=3306
MYSQL_USER=root
PG_HOST=127.0.0.1
PG_PORT=5432
PG_USER=postgres
PG_DATABASE=linkbench
SCHEMA=linkbench_scale
while [ $# -gt 0 ]; do
  case "$1" in
    --servers) SERVERS="$2"; shift 2 ;;
    --sizes) SIZES="$2"; shift 2 ;;
    --methods) METHODS="$2"; shift 2 ;;
    --loaders) LOADERS="$2"; shift 2 ;;
    --heapsize) HEAPSIZE_MB="$2"; shift 2 ;;
    --repeat) REPEAT="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --mysql-host) MYSQL_HOST="$2"; shift 2 ;;
    --mysql-port) MYSQL_PORT="$2"; shift 2 ;;
    --mysql-user) MYSQL_USER="$2"; shift 2 ;;
    --pg-host) PG_HOST="$2"; shift 2 ;;
    --pg-port) PG_PORT="$2"; shift 2 ;;
    --pg-user) PG_USER="$2"; shift 2 ;;
    --pg-database) PG_DATABASE="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || die "--repeat must be a whole number of rounds, at least 1 (got '$REPEAT')"
# mysql_client and create_schema (lib/common.sh) read these.
DB_HOST="$MYSQL_HOST"
DB_PORT="$MYSQL_PORT"
DB_USER="$MYSQL_USER"
export MYSQL_PWD="${MYSQL_PWD:-}"
export PGPASSWORD="${PGPASSWORD:-}"
export PGOPTIONS="-c client_min_messages=warning"

ensure_built
OUT="$(make_out_dir "$OUT" load-scale)"
cd "$PROJECT_DIR"

psql_client() {
  psql -X -q -v ON_ERROR_STOP=1 -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d "$PG_DATABASE" "$@"
}

# ---- per server: connection arguments for the driver, schema reset, dump, reload in 2 streams

server_check() {
  case "$1" in
    mysql)
      mysql_client -N -e "SELECT 1" >/dev/null || die "cannot connect to MySQL at $MYSQL_HOST:$MYSQL_PORT as $MYSQL_USER"
      if [ "$(mysql_client -N -e "SELECT @@GLOBAL.local_infile")" != 1 ]; then
        die "local_infile is OFF on $MYSQL_HOST:$MYSQL_PORT; run SET GLOBAL local_infile = ON for this benchmark"
      fi
      mysql_client -N -e "SELECT VERSION()" ;;
    pgsql)
      if ! psql_client -A -t -c "SELECT 1" >/dev/null 2>&1; then
        psql -X -q -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d postgres -c "CREATE DATABASE $PG_DATABASE" >/dev/null 2>&1 \
          && note "created database $PG_DATABASE"
      fi
      psql_client -A -t -c "SELECT 1" >/dev/null \
        || die "cannot connect to PostgreSQL at $PG_HOST:$PG_PORT database $PG_DATABASE as $PG_USER"
      psql_client -A -t -c "SHOW server_version" | sed 's/^/PostgreSQL /' ;;
  esac
}

# The password goes by environment (LINKBENCH_PASSWORD), never on the command line.
server_password() {
  case "$1" in
    mysql) echo "$MYSQL_PWD" ;;
    pgsql) echo "$PGPASSWORD" ;;
  esac
}

server_host() {
  case "$1" in
    mysql) echo "$MYSQL_HOST" ;;
    pgsql) echo "$PG_HOST" ;;
  esac
}

driver_args() {
  [ -n "$(server_password "$1")" ] || echo "-D password="
  case "$1" in
    mysql) echo "-c config/LinkConfigMysql.properties -D host=$MYSQL_HOST -D port=$MYSQL_PORT -D user=$MYSQL_USER" \
      "-D dbid=$SCHEMA" ;;
    pgsql) echo "-c config/LinkConfigPgsql.properties -D host=$PG_HOST -D port=$PG_PORT -D user=$PG_USER" \
      "-D pgsql_database=$PG_DATABASE -D dbid=$SCHEMA" ;;
  esac
}

reset_schema() {
  case "$1" in
    mysql) create_schema "$SCHEMA" ;;
    pgsql)
      psql_client -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" || die "cannot drop schema $SCHEMA"
      psql_client -v schema="$SCHEMA" -f sql/create_postgres.sql >/dev/null || die "cannot create schema $SCHEMA" ;;
  esac
}

# Before a timed write: the server has written back what ran before (the previous load, the dropped
# copies), so neither the driver's load nor the server's own path pays for the other's flushing.
quiesce() {
  case "$1" in
    mysql) mysql_quiesce ;;
    pgsql) psql_client -c CHECKPOINT || die "CHECKPOINT failed" ;;
  esac
}

# The server's own path for the rows now in the tables (bench/server-bulk.sh, 2 streams per table,
# into empty copies): prints "links rows seconds server_cpu_s", seconds and the server's CPU (NA when
# it is not on this machine) over all three tables.
server_bulk() {
  local server="$1" dir="$2" table line links=0 rows=0 seconds=0 cpu=0 table_rows table_seconds table_cpu same
  local args=(--server "$server" --dbid "$SCHEMA" --streams 2 --out "$dir/server-bulk")
  case "$server" in
    mysql) args+=(--host "$MYSQL_HOST" --port "$MYSQL_PORT" --user "$MYSQL_USER" --password-env MYSQL_PWD) ;;
    pgsql) args+=(--host "$PG_HOST" --port "$PG_PORT" --user "$PG_USER" --password-env PGPASSWORD
      --pgsql-database "$PG_DATABASE") ;;
  esac
  for table in linktable counttable nodetable; do
    line="$("$BENCH_DIR/server-bulk.sh" "${args[@]}" --table "$table" | grep '^BENCH server-bulk')" \
      || die "server-bulk.sh failed for $server $table"
    table_rows="$(sed -E 's/.* rows=([0-9]+).*/\1/' <<<"$line")"
    table_seconds="$(sed -E 's/.* seconds=([0-9.]+).*/\1/' <<<"$line")"
    same="$(sed -E 's/.* same_rows=([A-Za-z]+).*/\1/' <<<"$line")"
    table_cpu="$(sed -E 's/.* server_cpu_s=([0-9.NA]+).*/\1/' <<<"$line")"
    [ "$same" = yes ] || note "  WARNING: the server's copy of $table differs from the table ($line)"
    rows=$((rows + table_rows))
    [ "$table" = linktable ] && links="$table_rows"
    seconds="$(awk -v a="$seconds" -v b="$table_seconds" 'BEGIN { printf "%.3f", a + b }')"
    if [ "$cpu" != NA ] && [ "$table_cpu" != NA ]; then
      cpu="$(awk -v a="$cpu" -v b="$table_cpu" 'BEGIN { printf "%.1f", a + b }')"
    else
      cpu=NA
    fi
  done
  echo "$links $rows $seconds $cpu"
}

# Heap in MB over the GC log ("120M->30M(256M)"): $2 = before, the largest "used before" of any
# collection (the peak, which a large heap lets grow with garbage), or after, the largest "used after"
# (the most the load ever kept live: what bounded memory is about).
heap_mb() {
  awk -v which="$2" 'match($0, /[0-9]+M->[0-9]+M\([0-9]+M\)/) {
         split(substr($0, RSTART, RLENGTH), parts, "M->"); value = (which == "after" ? parts[2] : parts[1]) + 0
         if (value > peak) peak = value
       }
       END { print peak + 0 }' "$1"
}

RESULTS="$OUT/load-scale.csv"
echo "server,maxid1,method,links,rows,seconds,links_per_s,driver_cpu_s,cpu_s_per_million_rows,peak_heap_mb,peak_rss_mb,server_links_per_s,ratio,round,live_heap_mb,server_cpu_s,own_path_server_cpu_s" >"$RESULTS"
note "load-scale: servers [$SERVERS], sizes [$SIZES], methods [$METHODS], $REPEAT round(s); output in $OUT"

for server in $SERVERS; do
  version="$(server_check "$server")"
  note "$server: $version"
  for size in $SIZES; do
    for round in $(seq 1 "$REPEAT"); do
      suffix=""
      [ "$REPEAT" -gt 1 ] && suffix="-round$round"
      declare -A rate=() cpu=() heap=() live=() rss=() took=() loaded=() server_cpu=()
      for method in $METHODS; do
        step="$OUT/$server-$size-$method$suffix"
        mkdir -p "$step"
        reset_schema "$server"
        quiesce "$server"
        note "  $server maxid1=$size load_method=$method${suffix:+ (round $round of $REPEAT)} ..."
        extra=()
        [ -n "$LOADERS" ] && extra+=(-D "loaders=$LOADERS")
        server_ticks="$(server_cpu_ticks "$server" "$(server_host "$server")")"
        # shellcheck disable=SC2046 # driver_args is a list of words without spaces inside
        LINKBENCH_PASSWORD="$(server_password "$server")" HEAPSIZE="$HEAPSIZE_MB" OPTS="-Xlog:gc:file=$step/gc.log" \
          run_driver "$step" "Starting loaders" $(driver_args "$server") -l -D "maxid1=$size" \
          -D "load_method=$method" -D load_random_seed=1 -D progressfreq=30 "${extra[@]}" || true
        server_cpu[$method]="$(server_cpu_seconds "$server_ticks" "$(server_cpu_ticks "$server" "$(server_host "$server")")")"
        [ "$(cat "$step/exit")" = 0 ] || die "$server load (load_method=$method) exited $(cat "$step/exit"); see $step/run.log"
        line="$(grep "LOAD PHASE COMPLETED" "$step/run.log" | tail -1)"
        loaded[$method]="$(awk '{ for (i = 1; i <= NF; i++) if ($i == "Loaded" && $(i + 2) == "links") print $(i + 1) }' <<<"$line")"
        took[$method]="$(awk '{ for (i = 1; i <= NF; i++) if ($i == "Took") print $(i + 1) }' <<<"$line")"
        rate[$method]="$(awk '{ print $NF }' <<<"$line")"
        cpu[$method]="$(phase_cpu_seconds "$step")"
        heap[$method]="$(heap_mb "$step/gc.log" before)"
        live[$method]="$(heap_mb "$step/gc.log" after)"
        rss[$method]="$(awk '{ printf "%d", $1 / 1024 }' "$step/rss_peak_kb" 2>/dev/null || echo NA)"
      done
      note "  $server maxid1=$size: the server's own path, 2 streams per table ..."
      read -r links rows server_seconds own_cpu < <(server_bulk "$server" "$OUT/$server-$size$suffix")
      for method in $METHODS; do
        [ "${loaded[$method]}" = "$links" ] || note "  WARNING: $method loaded ${loaded[$method]} links, the tables hold $links"
        awk -v s="$server" -v n="$size" -v m="$method" -v l="$links" -v r="$rows" -v t="${took[$method]}" \
            -v lr="${rate[$method]}" -v c="${cpu[$method]}" -v h="${heap[$method]}" -v lh="${live[$method]}" -v rs="${rss[$method]}" \
            -v st="$server_seconds" -v rd="$round" -v sc="${server_cpu[$method]}" -v oc="$own_cpu" 'BEGIN {
          server_rate = l / st
          printf "%s,%d,%s,%d,%d,%.1f,%d,%.1f,%.2f,%d,%s,%d,%.3f,%d,%d,%s,%s\n", s, n, m, l, r, t, lr, c, c / (r / 1e6), h, rs,
            server_rate, lr / server_rate, rd, lh, sc, oc
        }' >>"$RESULTS"
      done
    done
  done
done

echo
echo "Load at scale, $(nproc) cores shared by driver and server; heap ${HEAPSIZE_MB:-1000 (the launcher default)} MB," \
  "loaders ${LOADERS:-as shipped}"
awk -F, 'NR == 1 {
    printf "%-6s %9s %-7s %5s %9s %7s %8s %7s %11s %8s %8s %7s %9s %6s %7s %7s\n", "server", "maxid1", "method", "round",
      "links", "seconds", "links/s", "cpu_s", "cpu_s/Mrows", "heap_MB", "live_MB", "rss_MB", "server/s", "ratio", "srv_cpu",
      "own_cpu"
    next
  }
  { printf "%-6s %9d %-7s %5d %9d %7.1f %8d %7.1f %11.2f %8d %8d %7s %9d %6.3f %7s %7s\n", $1, $2, $3, $14, $4, $6, $7,
      $8, $9, $10, $15, $11, $12, $13, $16, $17 }' "$RESULTS"
echo "  ratio = driver links/s / the server's own 2-stream bulk path links/s, same rows, all three tables."
echo "  heap_MB = the largest heap in use before any collection (garbage included; grows with -Xmx);"
echo "  live_MB = the largest heap left after any collection (what the load kept)."
echo "  srv_cpu = the server's CPU-s during the driver's load; own_cpu = during its own path (NA: not on this machine)."
awk -F, 'NR > 1 {
    key = $1 " " $3
    sum[key, $2] += $9; count[key, $2]++; keys[key] = 1
    if (min == "" || $2 < min) min = $2
    if ($2 > max) max = $2
  }
  END { if (max > min) for (key in keys) printf "  cost growth %s: %.2f (CPU-s per million rows, maxid1 %d / %d)\n",
    key, (sum[key, max] / count[key, max]) / (sum[key, min] / count[key, min]), max, min }' "$RESULTS"
echo "Results: $RESULTS"
# The last line: per server and method, at the largest size, the median over the rounds.
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
largest="$(awk -F, 'NR > 1 && $2 > max { max = $2 } END { print max }' "$RESULTS")"
line="BENCH load-scale"
# column_of KEY COLUMN: that column of every round of server_method KEY at the largest size.
column_of() { awk -F, -v k="$1" -v n="$largest" -v c="$2" 'NR > 1 && $1 "_" $3 == k && $2 == n { print $c }' "$RESULTS"; }
for key in $(awk -F, -v n="$largest" 'NR > 1 && $2 == n { print $1 "_" $3 }' "$RESULTS" | awk '!seen[$0]++'); do
  line+=" ${key}_links_per_s=$(column_of "$key" 7 | median | xargs printf '%.0f') ${key}_ratio=$(column_of "$key" 13 | median)"
  [ "$REPEAT" -gt 1 ] && line+=" ${key}_ratios=$(column_of "$key" 13 | paste -sd/)"
  server_cpu_ratios="$(awk -F, -v k="$key" -v n="$largest" 'NR > 1 && $1 "_" $3 == k && $2 == n && $17 + 0 > 0 {
      printf "%.3f\n", $16 / $17 }' "$RESULTS")"
  [ -n "$server_cpu_ratios" ] && line+=" ${key}_server_cpu_per_own_path=$(median <<<"$server_cpu_ratios")"
done
echo "$line"

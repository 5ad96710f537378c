#!/usr/bin/env bash
# Load throughput against a local MySQL/MariaDB: links/s of the driver's load phase for several
# graph sizes (so the growth of the cost with size is visible), and, in the same run and schema,
# the server's own bulk path for exactly the same rows: the loaded tables are dumped to TSV by the
# mysql client, truncated, and reloaded with LOAD DATA LOCAL INFILE (CHECKSUM TABLE before and after
# proves the rows are the same). load_data_ratio = driver links/s / LOAD DATA links/s, where both
# count the time to write all three tables (links, counts, nodes).
#
#   bench/load-throughput.sh [--sizes "100001 200001 1000001"] [--quick] [--loaders N]
#       [--host H] [--port P] [--user U] [--password-env VAR] [--dbid DB] [--config FILE] [--out DIR]
#
# --quick loads maxid1 100001 and 200001 only. The password, if any, is read from the environment
# variable named by --password-env (default LINKBENCH_PASSWORD) and never printed. The database
# --dbid (default linkbench_bench) is dropped and recreated for every size.
#
# Last line: BENCH load-throughput links_per_s=N load_data_ratio=R growth_1e5_to_1e6=G
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SIZES="100001 200001 1000001"
LOADERS=2
DB_HOST=127.0.0.1
DB_PORT=3306
DB_USER=root
PASSWORD_ENV=LINKBENCH_PASSWORD
DBID=linkbench_bench
CONFIG=config/LinkConfigMysql.properties
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) SIZES="$2"; shift 2 ;;
    --quick) SIZES="100001 200001"; shift ;;
    --loaders) LOADERS="$2"; shift 2 ;;
    --host) DB_HOST="$2"; shift 2 ;;
    --port) DB_PORT="$2"; shift 2 ;;
    --user) DB_USER="$2"; shift 2 ;;
    --password-env) PASSWORD_ENV="$2"; shift 2 ;;
    --dbid) DBID="$2"; shift 2 ;;
    --config) CONFIG="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
export MYSQL_PWD="${!PASSWORD_ENV:-}"
export LINKBENCH_PASSWORD="$MYSQL_PWD"

ensure_built
OUT="$(make_out_dir "$OUT" load-throughput)"
cd "$PROJECT_DIR"
mysql_client -N -e "SELECT 1" >/dev/null || die "cannot connect to $DB_HOST:$DB_PORT as $DB_USER"
server_version="$(mysql_client -N -e "SELECT VERSION()")"
server_settings="$(mysql_client -N -e "SELECT CONCAT('innodb_buffer_pool_size=', @@innodb_buffer_pool_size DIV 1048576,
  'M innodb_flush_log_at_trx_commit=', @@innodb_flush_log_at_trx_commit, ' log_bin=', @@log_bin)")"
# The server's CPU is read from /proc when it runs on this machine (its pid file is readable).
server_pid="$(cat "$(mysql_client -N -e "SELECT @@pid_file")" 2>/dev/null || true)"
if [ -z "$server_pid" ] || [ ! -r "/proc/$server_pid/stat" ]; then
  server_pid=""
fi
server_cpu() {
  if [ -n "$server_pid" ]; then proc_cpu_seconds "$server_pid"; else echo 0; fi
}

# LOAD DATA LOCAL needs local_infile on the server; switch it on for this run if it is off.
restore_local_infile=""
if [ "$(mysql_client -N -e "SELECT @@GLOBAL.local_infile")" != 1 ]; then
  mysql_client -e "SET GLOBAL local_infile = ON" || die "local_infile is OFF and cannot be switched on"
  restore_local_infile=1
  note "switched local_infile ON for this run"
fi
cleanup() {
  if [ -n "$restore_local_infile" ]; then
    mysql_client -e "SET GLOBAL local_infile = OFF" || true
  fi
}
trap cleanup EXIT

TABLES="linktable counttable nodetable"
RESULTS="$OUT/sizes.csv"
echo "maxid1,nodes,links,driver_s,driver_links_per_s,load_data_s,load_data_links_per_s,ratio,load_data_link_s,load_data_count_s,load_data_node_s,driver_cpu_s,checksums_equal,server_cpu_driver_load_s,server_cpu_load_data_s" >"$RESULTS"
note "load-throughput: sizes [$SIZES], $LOADERS loaders, $server_version at $DB_HOST:$DB_PORT, database $DBID; output in $OUT"

# Times one SQL statement run by the client; prints seconds.
timed_sql() {
  local start end
  start=$EPOCHREALTIME
  mysql_client --local-infile=1 "$DBID" -e "$1" || die "statement failed: $1"
  end=$EPOCHREALTIME
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}

checksums() {
  mysql_client -N "$DBID" -e "CHECKSUM TABLE linktable, counttable, nodetable" | awk '{ printf "%s ", $2 }'
}

for size in $SIZES; do
  step="$OUT/maxid1-$size"
  mkdir -p "$step"
  create_schema "$DBID"
  note "  maxid1 = $size: driver load ..."
  server_before="$(server_cpu)"
  run_driver "$step" "Starting loaders" -c "$CONFIG" -l -D "maxid1=$size" -D "loaders=$LOADERS" \
    -D "host=$DB_HOST" -D "port=$DB_PORT" -D "user=$DB_USER" -D "dbid=$DBID" -D progressfreq=10 \
    --csvstats "$step/stats.csv" || true
  [ "$(cat "$step/exit")" = 0 ] || die "driver load exited $(cat "$step/exit"); see $step/run.log"
  line="$(grep "LOAD PHASE COMPLETED" "$step/run.log" | tail -1)"
  nodes="$(awk '{ for (i = 1; i <= NF; i++) if ($i == "Loaded" && $(i + 2) == "nodes") print $(i + 1) }' <<<"$line")"
  links="$(awk '{ for (i = 1; i <= NF; i++) if ($i == "Loaded" && $(i + 2) == "links") print $(i + 1) }' <<<"$line")"
  seconds="$(awk '{ for (i = 1; i <= NF; i++) if ($i == "Took") print $(i + 1) }' <<<"$line")"
  driver_rate="$(awk '{ print $NF }' <<<"$line")"
  driver_cpu="$(phase_cpu_seconds "$step")"
  server_after="$(server_cpu)"

  note "  maxid1 = $size: dump, truncate, LOAD DATA ..."
  before="$(checksums)"
  for table in $TABLES; do
    mysql_client -B -N --default-character-set=latin1 "$DBID" -e "SELECT * FROM $table" >"$step/$table.tsv" \
      || die "dump of $table failed"
  done
  mysql_client "$DBID" -e "TRUNCATE TABLE linktable; TRUNCATE TABLE counttable; TRUNCATE TABLE nodetable"
  declare -A took=()
  load_data_server_before="$(server_cpu)"
  for table in $TABLES; do
    took[$table]="$(timed_sql "LOAD DATA LOCAL INFILE '$step/$table.tsv' INTO TABLE $table CHARACTER SET latin1")"
  done
  load_data_server_after="$(server_cpu)"
  after="$(checksums)"
  same=$([ "$before" = "$after" ] && echo yes || echo NO)
  [ "$same" = yes ] || note "  WARNING: checksums differ after LOAD DATA (before: $before after: $after)"
  rm -f "$step"/*.tsv
  awk -v size="$size" -v nodes="$nodes" -v links="$links" -v ds="$seconds" -v dr="$driver_rate" \
      -v tl="${took[linktable]}" -v tc="${took[counttable]}" -v tn="${took[nodetable]}" -v cpu="$driver_cpu" \
      -v same="$same" -v s0="$server_before" -v s1="$server_after" -v l0="$load_data_server_before" \
      -v l1="$load_data_server_after" 'BEGIN {
    total = tl + tc + tn
    printf "%d,%d,%d,%.1f,%d,%.2f,%d,%.3f,%.2f,%.2f,%.2f,%.2f,%s,%.2f,%.2f\n", size, nodes, links, ds, dr, total,
      links / total, dr / (links / total), tl, tc, tn, cpu, same, s1 - s0, l1 - l0
  }' >>"$RESULTS"
done

echo
echo "Load throughput: $server_version on $DB_HOST:$DB_PORT ($server_settings), $LOADERS loaders,"
echo "$(nproc) cores shared by driver and server"
awk -F, 'NR == 1 {
    printf "%9s %8s %9s %8s %10s %10s %12s %6s %20s %7s %7s %7s %5s\n", "maxid1", "nodes", "links", "driver_s",
      "driver_l/s", "loaddata_s", "loaddata_l/s", "ratio", "loaddata_s lnk/cnt/nd", "drv_cpu", "srv_cpu", "srv_ld",
      "same"
    next
  }
  { printf "%9d %8d %9d %8.1f %10d %10.2f %12d %6.3f %20s %7.2f %7.2f %7.2f %5s\n", $1, $2, $3, $4, $5, $6, $7, $8,
      $9 "/" $10 "/" $11, $12, $14, $15, $13 }' "$RESULTS"
echo "  ratio = driver links/s / LOAD DATA links/s (both over all three tables); drv_cpu = driver JVM CPU seconds"
echo "  during its load; srv_cpu / srv_ld = server CPU seconds during the driver load / during LOAD DATA (0 when the"
echo "  server is not on this machine); same = CHECKSUM TABLE equal before and after the reload."

read -r headline_rate headline_ratio growth < <(awk -F, 'NR > 1 {
    rate[$1] = $5; ratio[$1] = $8; last = $1
    if (first == "") first = $1
  }
  END {
    g = "NA"
    if (rate[100001] > 0 && rate[1000001] > 0) g = sprintf("%.3f", rate[100001] / rate[1000001])
    printf "%d %.3f %s\n", rate[last], ratio[last], g
  }' "$RESULTS")
echo "growth_1e5_to_1e6 = (links/s at maxid1 100001) / (links/s at maxid1 1000001): 1 means cost grows linearly with size."
echo "Results: $RESULTS"
echo "BENCH load-throughput links_per_s=$headline_rate load_data_ratio=$headline_ratio growth_1e5_to_1e6=$growth"

#!/usr/bin/env bash
# Latency-throughput curve: optionally loads a graph once, then runs the request phase at increasing
# rates until the p99 response time of ADD_LINK or GET_LINKS_LIST exceeds the SLO or the achieved
# rate falls below 95% of the target. Per step: achieved rate, p50/p99/p99.9 of both operations,
# concurrency, dropped events, driver CPU. Also reports the driver's CPU per request at 1000 and 3000/s.
# Defaults target a local MySQL/MariaDB; any server works by passing a config and -D options.
#
# CPU steps: at each of --cpu-rates (1000 and 3000/s) a separate run of --cpu-maxtime (60) seconds with
# --cpu-requesters (20) and no warmup measures the driver's whole-process CPU (user + system, every
# thread: JIT, GC, idle waiting included) per request. --cpu-only runs only these steps. For this
# figure beside LinkBenchX's, measured in the same run, use versus-linkbenchx.sh.
#
#   bench/rate-sweep.sh [--load] [--maxid1 N] [--loaders N] [--rates "1000 2000 ..."] [--maxtime S]
#       [--warmup S] [--requesters N] [--slo-ms X] [--min-achieved F] [--cpu-rates "1000 3000"]
#       [--cpu-requesters N] [--cpu-maxtime S] [--no-cpu-step] [--cpu-only]
#       [--config FILE] [-D key=value ...] [--host H] [--port P] [--user U] [--password-env VAR]
#       [--dbid DB] [--keep-schema] [--out DIR]
#
# --load drops and recreates --dbid (default linkbench_sweep) with sql/create_innodb.sql through the
# mysql client (unless --keep-schema; then the driver creates missing tables) and loads maxid1 ids
# (default 100001) before the sweep; without --load the database must hold a loaded graph. -D options
# go to every driver run (e.g. -D linkstore=... for another store). The password, if any, comes from
# the environment variable named by --password-env (default LINKBENCH_PASSWORD); it is never printed.
# The default 50 requesters open two connections each: 100 of MariaDB's default max_connections 151.
#
# Also draws report.html in the output folder: every sweep step overlaid and the latency-throughput curve.
# Last line: BENCH rate-sweep max_rate_within_slo=N driver_cpu_us_per_request_at_R=X ... (one per CPU
# rate).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

LOAD=0
MAXID1=100001
LOADERS=2
RATES="500 1000 1500 2000 3000 4000 6000 8000 12000 16000"
MAXTIME=30
WARMUP=5
REQUESTERS=50
SLO_MS=50
MIN_ACHIEVED=0.95
CPU_RATES="1000 3000"
CPU_REQUESTERS=20
CPU_MAXTIME=60
CPU_STEP=1
SWEEP=1
CONFIG=config/LinkConfigMysql.properties
DB_HOST=127.0.0.1
DB_PORT=3306
DB_USER=root
PASSWORD_ENV=LINKBENCH_PASSWORD
DBID=linkbench_sweep
KEEP_SCHEMA=0
OUT=""
EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --load) LOAD=1; shift ;;
    --maxid1) MAXID1="$2"; shift 2 ;;
    --loaders) LOADERS="$2"; shift 2 ;;
    --rates) RATES="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --warmup) WARMUP="$2"; shift 2 ;;
    --requesters) REQUESTERS="$2"; shift 2 ;;
    --slo-ms) SLO_MS="$2"; shift 2 ;;
    --min-achieved) MIN_ACHIEVED="$2"; shift 2 ;;
    --cpu-rate|--cpu-rates) CPU_RATES="$2"; shift 2 ;;
    --cpu-requesters) CPU_REQUESTERS="$2"; shift 2 ;;
    --cpu-maxtime) CPU_MAXTIME="$2"; shift 2 ;;
    --no-cpu-step) CPU_STEP=0; shift ;;
    --cpu-only) SWEEP=0; shift ;;
    --config) CONFIG="$2"; shift 2 ;;
    -D) EXTRA+=(-D "$2"); shift 2 ;;
    --host) DB_HOST="$2"; shift 2 ;;
    --port) DB_PORT="$2"; shift 2 ;;
    --user) DB_USER="$2"; shift 2 ;;
    --password-env) PASSWORD_ENV="$2"; shift 2 ;;
    --dbid) DBID="$2"; shift 2 ;;
    --keep-schema) KEEP_SCHEMA=1; shift ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
export MYSQL_PWD="${!PASSWORD_ENV:-}"
export LINKBENCH_PASSWORD="$MYSQL_PWD"
DISPLAYFREQ=5
if [ $((MAXTIME % DISPLAYFREQ)) -ne 0 ]; then
  DISPLAYFREQ=$MAXTIME # whole interval reports only
fi

ensure_built
OUT="$(make_out_dir "$OUT" rate-sweep)"
cd "$PROJECT_DIR"
CONNECT=(-D "host=$DB_HOST" -D "port=$DB_PORT" -D "user=$DB_USER" -D "dbid=$DBID")

if [ "$LOAD" -eq 1 ]; then
  if [ "$KEEP_SCHEMA" -eq 0 ]; then
    create_schema "$DBID"
  fi
  note "rate-sweep: loading maxid1=$MAXID1 with $LOADERS loaders into $DBID ..."
  mkdir -p "$OUT/load"
  run_driver "$OUT/load" "Starting loaders" -c "$CONFIG" -l "${CONNECT[@]}" -D create_tables=true \
    -D "maxid1=$MAXID1" -D "loaders=$LOADERS" "${EXTRA[@]}" || true
  [ "$(cat "$OUT/load/exit")" = 0 ] || die "load exited $(cat "$OUT/load/exit"); see $OUT/load/run.log"
  grep "LOAD PHASE COMPLETED" "$OUT/load/run.log" | sed 's/.*LOAD PHASE/LOAD PHASE/' >&2
fi

RESULTS="$OUT/sweep.csv"
echo "target_per_s,achieved_per_s,achieved_ratio,add_link_p50_ms,add_link_p99_ms,add_link_p999_ms,get_links_list_p50_ms,get_links_list_p99_ms,get_links_list_p999_ms,concurrency_mean,concurrency_max,dropped,errors,driver_cpu_s,driver_cpu_us_per_request,exit,within_slo,steady_cpu_us_per_request" >"$RESULTS"

# Runs the request phase at rate $1 into directory $2 and appends its row to $3 (default $RESULTS);
# $4 $5 $6 override requesters, maxtime and warmup.
run_step() {
  local rate="$1" step="$2" results="${3:-$RESULTS}" requesters="${4:-$REQUESTERS}" maxtime="${5:-$MAXTIME}"
  local warmup="${6:-$WARMUP}"
  local displayfreq=$DISPLAYFREQ
  [ $((maxtime % displayfreq)) -eq 0 ] || displayfreq=$maxtime
  mkdir -p "$step"
  run_driver "$step" "requesters connected in" -c "$CONFIG" -r "${CONNECT[@]}" -D "maxid1=$MAXID1" \
    -D "requestrate=$rate" -D "requesters=$requesters" -D "maxtime=$maxtime" -D "warmup_time=$warmup" \
    -D "displayfreq=$displayfreq" "${EXTRA[@]}" --csvstream "$step/stream.csv" --csvstats "$step/stats.csv" || true
  local status per_second generated dropped errors cpu add gll conc
  status="$(cat "$step/exit")"
  read -r _ _ per_second < <(request_completed "$step/run.log" || true) || true
  generated="$(log_value "$step/run.log" "Request errors total" "events generated")"
  dropped="$(log_value "$step/run.log" "Request errors total" "dropped events total")"
  errors="$(log_value "$step/run.log" "Request errors total" "Request errors total")"
  cpu="$(phase_cpu_seconds "$step")"
  local steady_rate steady
  read -r steady_rate steady < <(steady_state "$step" "$maxtime")
  thread_breakdown "$step" >"$step/cpu_breakdown.txt"
  add="$(csvstats_row "$step/stats.csv" ADD_LINK response 2>/dev/null | awk '{ print $2, $3, $4 }')"
  gll="$(csvstats_row "$step/stats.csv" GET_LINKS_LIST response 2>/dev/null | awk '{ print $2, $3, $4 }')"
  # Busy requesters: the time average over the intervals (weighted by operations), and the largest
  # per-completion sample seen.
  conc="$(awk -F, 'NR > 1 && $3 == "GET_LINKS_LIST" && $4 > 0 { w += $4; s += $15 * $4; if ($5 > m) m = $5 }
    END { printf "%.2f %d", (w > 0 ? s / w : 0), m }' "$step/stream.csv" 2>/dev/null || echo "0 0")"
  awk -v target="$rate" -v ach="${per_second:-0}" -v add="${add:-0 0 0}" -v gll="${gll:-0 0 0}" -v conc="$conc" \
      -v drop="${dropped:-0}" -v err="${errors:-0}" -v cpu="$cpu" -v gen="${generated:-0}" -v st="$status" \
      -v slo="$SLO_MS" -v minach="$MIN_ACHIEVED" -v steady="$steady" 'BEGIN {
    split(add, a, " "); split(gll, g, " "); split(conc, c, " ")
    executed = gen - drop
    ok = (st == 0 && a[2] + 0 <= slo && g[2] + 0 <= slo && ach >= minach * target) ? "yes" : "no"
    printf "%d,%d,%.4f,%s,%s,%s,%s,%s,%s,%s,%s,%d,%d,%.2f,%.1f,%s,%s,%s\n", target, ach, ach / target, a[1], a[2],
      a[3], g[1], g[2], g[3], c[1], c[2], drop, err, cpu, (executed > 0 ? cpu / executed * 1e6 : 0), st, ok, steady
  }' >>"$results"
}

# Prints the steps of a results CSV as a table.
print_steps() {
  awk -F, 'NR == 1 {
      printf "%8s %8s %6s | %8s %8s %9s | %8s %8s %9s | %6s %4s %7s %6s %7s %7s %8s %4s %4s\n", "target/s",
        "achieved", "ratio", "AL_p50", "AL_p99", "AL_p99.9", "GLL_p50", "GLL_p99", "GLL_p99.9", "conc", "max", "dropped",
        "errors", "cpu_s", "us/req", "us/rq_ss", "exit", "slo"
      next
    }
    { printf "%8d %8d %6.3f | %8s %8s %9s | %8s %8s %9s | %6s %4s %7s %6s %7.2f %7.1f %8s %4s %4s\n", $1, $2, $3, $4,
        $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $18, $16, $17 }' "$1"
}

CPU_RESULTS="$OUT/cpu.csv"
head -n 1 "$RESULTS" >"$CPU_RESULTS"
if [ "$SWEEP" -eq 1 ]; then
  note "rate-sweep: rates [$RATES], ${MAXTIME}s per step (${WARMUP}s warmup), $REQUESTERS requesters, SLO p99 <= ${SLO_MS} ms, achieved >= ${MIN_ACHIEVED} x target; output in $OUT"
  for rate in $RATES; do
    note "  $rate/s ..."
    run_step "$rate" "$OUT/rate-$rate"
    if [ "$(tail -1 "$RESULTS" | awk -F, '{ print $17 }')" != yes ]; then
      note "  stopping: step at $rate/s is outside the SLO"
      break
    fi
  done
fi
if [ "$CPU_STEP" -eq 1 ]; then
  for rate in $CPU_RATES; do
    note "  CPU step: $rate/s, $CPU_REQUESTERS requesters, ${CPU_MAXTIME}s, no warmup ..."
    run_step "$rate" "$OUT/cpu-$rate" "$CPU_RESULTS" "$CPU_REQUESTERS" "$CPU_MAXTIME" 0
  done
fi

if [ "$SWEEP" -eq 1 ]; then
  echo
  echo "Latency-throughput curve: $(basename "$CONFIG") ${EXTRA[*]:-} at $DB_HOST:$DB_PORT/$DBID, $REQUESTERS requesters,"
  echo "${MAXTIME}s per step (first ${WARMUP}s warmup, not recorded); response times in ms (scheduled arrival to completion)"
  print_steps "$RESULTS"
  echo "  AL = ADD_LINK, GLL = GET_LINKS_LIST; conc = mean busy requesters (per finished op), max = largest;"
  echo "  cpu_s = driver JVM CPU over the phase, us/req = cpu_s / events executed (warmup included); us/rq_ss = the"
  echo "  same in steady state (interval reports after the first and before the end: no JIT warm-up or shutdown)."
fi
max_rate="$(awk -F, 'NR > 1 && $17 == "yes" && $2 > best { best = $2 } END { printf "%d\n", best }' "$RESULTS")"
bench="BENCH rate-sweep max_rate_within_slo=$max_rate"
if [ "$CPU_STEP" -eq 1 ]; then
  echo
  echo "Driver CPU per request (whole process, user + system, over the phase, idle included): $CPU_REQUESTERS requesters,"
  echo "${CPU_MAXTIME}s per rate, no warmup"
  print_steps "$CPU_RESULTS"
  for rate in $CPU_RATES; do
    us="$(awk -F, -v r="$rate" 'NR > 1 && $1 == r { print $15 }' "$CPU_RESULTS")"
    echo "  $rate/s: ${us:-NA} us per request"
    if [ -f "$OUT/cpu-$rate/cpu_breakdown.txt" ]; then
      echo "    by thread role (CPU seconds, approximate): $(cat "$OUT/cpu-$rate/cpu_breakdown.txt")"
    fi
    bench="$bench driver_cpu_us_per_request_at_${rate}=${us:-NA}"
  done
fi
echo "Results: $RESULTS $CPU_RESULTS"
# The sweep's steps drawn by the driver's own report: the latency-throughput curve and each step's charts.
STEP_RESULTS=()
for step in "$OUT"/rate-*/results; do
  [ -f "$step/summary.json" ] && STEP_RESULTS+=("$step")
done
if [ "${#STEP_RESULTS[@]}" -gt 0 ]; then
  mapfile -t STEP_RESULTS < <(printf '%s\n' "${STEP_RESULTS[@]}" | sort -V)
  if "$PROJECT_DIR/bin/linkbench" report "${STEP_RESULTS[@]}" -o "$OUT/report.html" >"$OUT/report.log" 2>&1; then
    echo "Report (latency-throughput curve and every step): $OUT/report.html"
  else
    echo "Report could not be drawn; see $OUT/report.log"
  fi
fi
echo "$bench"

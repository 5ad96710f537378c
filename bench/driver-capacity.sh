#!/usr/bin/env bash
# Driver capacity: how fast can the driver itself generate, hand off, execute and record events
# when the store costs nothing? Sweeps requestrate against the no-op store and the in-memory store
# and, per step, reports achieved/target rate, driver CPU per event, generator lag, drops and the
# fraction of executed events found in the histograms (must be 1). No database needed.
#
#   bench/driver-capacity.sh [--rates "10000 50000 ..."] [--stores "noop memory"] [--maxtime S]
#                            [--requesters N] [--maxid1 N] [--out DIR]
#
# Achieved rate: the driver's own "Requests/second" divides by the time from the start of
# generation to the end of the phase, which also holds the wait for the supervising thread to
# notice that generation ended (up to a report tick; ~0.1-0.2 s on a busy 2-core machine), so on
# short steps it reads low. The script therefore also computes a strict lower bound that needs no
# such timing: every event was scheduled before maxtime and finished within the longest response
# time of its arrival, so all of them ran within maxtime + max_response, and
#   achieved >= executed / (maxtime + max_response).
# A step counts as paced when that lower bound is within 1% of the target, nothing was dropped,
# every executed event is in the histograms and the driver exited 0.
#
# Last line: BENCH driver-capacity max_paced_events_per_s=N cpu_us_per_event_at_100k=X recorded_fraction=F
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

RATES="10000 50000 100000 200000 500000 1000000"
STORES="noop memory"
MAXTIME=10
DISPLAYFREQ=5
REQUESTERS=20
MAXID1=100001
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rates) RATES="$2"; shift 2 ;;
    --stores) STORES="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --requesters) REQUESTERS="$2"; shift 2 ;;
    --maxid1) MAXID1="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
# The phase notices the end of generation only at a report tick, so keep displayfreq a divisor of
# maxtime (otherwise the phase, and its Requests/second, would include the wait for the next tick).
if [ $((MAXTIME % DISPLAYFREQ)) -ne 0 ]; then
  DISPLAYFREQ=$MAXTIME
fi

ensure_built
OUT="$(make_out_dir "$OUT" driver-capacity)"
cd "$PROJECT_DIR"
NOOP=com.linkbenchx.store.noop.NoopStoreProvider
RESULTS="$OUT/steps.csv"
echo "store,target_per_s,achieved_per_s,achieved_ratio,executed,recorded,recorded_fraction,dropped,phase_cpu_s,cpu_us_per_event,gen_lag_max_ms,p99_ms,exit,driver_per_s,driver_ratio,max_response_ms,other_cores,steady_cpu_us_per_event" >"$RESULTS"

note "driver-capacity: stores [$STORES], rates [$RATES], maxtime ${MAXTIME}s, $REQUESTERS requesters; output in $OUT"
for store in $STORES; do
  case "$store" in
    noop) store_args=(-r -D "linkstore=$NOOP" -D "nodestore=$NOOP") ;;
    memory) store_args=(-l -r -D "maxid1=$MAXID1") ;;
    *) die "unknown store $store (noop or memory)" ;;
  esac
  for rate in $RATES; do
    step="$OUT/$store-$rate"
    mkdir -p "$step"
    note "  $store at $rate/s ..."
    run_driver "$step" "requesters connected in" -c config/LinkConfigMemory.properties "${store_args[@]}" \
      -D "requestrate=$rate" -D "requesters=$REQUESTERS" -D "maxtime=$MAXTIME" -D "displayfreq=$DISPLAYFREQ" \
      -D warmup_time=0 --csvstream "$step/stream.csv" --csvstats "$step/stats.csv" || true
    status="$(cat "$step/exit")"
    read -r done_count _ per_second < <(request_completed "$step/run.log" || true) || true
    generated="$(log_value "$step/run.log" "Request errors total" "events generated")"
    dropped="$(log_value "$step/run.log" "Request errors total" "dropped events total")"
    lag_us="$(log_value "$step/run.log" "Request errors total" "generator lag max (us)")"
    recorded="$(csvstats_recorded "$step/stats.csv" 2>/dev/null || echo 0)"
    executed=$(( ${generated:-0} - ${dropped:-0} ))
    cpu="$(phase_cpu_seconds "$step")"
    p99="$(csvstats_row "$step/stats.csv" GET_LINKS_LIST response 2>/dev/null | awk '{ print $3 }')"
    thread_breakdown "$step" >"$step/cpu_breakdown.txt"
    max_ms="$(csvstats_max_ms "$step/stats.csv" 2>/dev/null || echo 0)"
    others="$(other_cores "$step")"
    steady="$(steady_cpu_us_per_event "$step")"
    awk -v store="$store" -v target="$rate" -v drv="${per_second:-0}" -v exe="$executed" -v rec="$recorded" \
        -v drop="${dropped:-0}" -v cpu="$cpu" -v lag="${lag_us:-0}" -v p99="${p99:-0}" -v st="$status" \
        -v maxtime="$MAXTIME" -v maxms="$max_ms" -v others="$others" -v steady="$steady" 'BEGIN {
      ach = exe / (maxtime + maxms / 1000)
      printf "%s,%d,%d,%.4f,%d,%d,%.6f,%d,%.2f,%.3f,%.1f,%s,%s,%d,%.4f,%s,%s,%s\n", store, target, ach, ach / target,
        exe, rec, (exe > 0 ? rec / exe : 0), drop, cpu, (exe > 0 ? cpu / exe * 1e6 : 0), lag / 1000, p99, st, drv,
        drv / target, maxms, others, steady
    }' >>"$RESULTS"
  done
done

echo
echo "Driver capacity ($(nproc) cores, maxtime ${MAXTIME}s per step, $REQUESTERS requesters; CPU = whole JVM during the request phase)"
awk -F, 'NR == 1 {
    printf "%-6s %8s %8s %7s %8s %7s %9s %7s %7s %8s %8s %9s %9s %8s %8s %4s %6s\n", "store", "target/s",
      "achieved", "ach/tgt", "driver/s", "drv/tgt", "executed", "dropped", "cpu_s", "us/event", "us/ev_ss", "lag_max_ms",
      "p99_ms", "max_ms", "rec_frac", "exit", "others"
    next
  }
  { printf "%-6s %8d %8d %7.4f %8d %7.4f %9d %7d %7.2f %8.3f %8s %9.1f %9s %8s %8.6f %4s %6s\n", $1, $2, $3, $4,
      $14, $15, $5, $8, $9, $10, $18, $11, $12, $16, $7, $13, $17 }' "$RESULTS"
echo "  achieved = executed / (maxtime + max_ms), a lower bound; driver/s = the driver's Requests/second."
echo "  us/event = CPU seconds per million events over the whole phase; us/ev_ss = the same in steady state"
echo "  (after the first interval report: no JIT warm-up); p99_ms = GET_LINKS_LIST response time; max_ms = any op;"
echo "  others = cores used by other processes meanwhile (noise on a shared machine)."
echo
echo "Approximate CPU seconds by thread role (sampled every 0.5 s):"
for store in $STORES; do
  for rate in $RATES; do
    printf '  %-7s %9s/s  %s\n' "$store" "$rate" "$(cat "$OUT/$store-$rate/cpu_breakdown.txt")"
  done
done

# A step is paced when it achieved at least 99% of its target with nothing dropped, every executed
# event recorded and a clean exit.
summary="$(awk -F, 'NR > 1 {
    paced = ($4 >= 0.99 && $8 == 0 && $7 == 1 && $13 == 0)
    if (paced && $3 > best[$1]) best[$1] = $3
    if ($1 == "noop" && $2 == 100000) cpu100k = $10
    if (min == "" || $7 < min) min = $7
  }
  END {
    printf "%d %s %s %d\n", best["noop"], (cpu100k == "" ? "NA" : cpu100k), (min == "" ? 0 : min), best["memory"]
  }' "$RESULTS")"
read -r best_noop cpu100k min_fraction best_memory <<<"$summary"
echo
echo "Highest paced rate (>= 99% of target, no drops, all recorded): no-op store $best_noop/s, in-memory store $best_memory/s"
echo "Results: $RESULTS"
echo "BENCH driver-capacity max_paced_events_per_s=$best_noop cpu_us_per_event_at_100k=$cpu100k recorded_fraction=$min_fraction max_paced_events_per_s_memory=$best_memory"

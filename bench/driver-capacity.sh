#!/usr/bin/env bash
# Driver capacity: how fast can the driver itself generate, hand off, execute and record events
# when the store costs nothing? Sweeps requestrate against the no-op store and the in-memory store
# and, per step, reports achieved/target rate, driver CPU per event, generator lag, drops and the
# fraction of executed events found in the histograms (must be 1). No database needed.
#
#   bench/driver-capacity.sh [--rates "10000 50000 ..."] [--stores "noop memory"] [--maxtime S]
#                            [--requesters N] [--maxid1 N] [--out DIR]
#
# Achieved rate, three ways, all from the driver's own output:
# - achieved (the headline): the driver's "Requests/second": executed events over the time from the
#   start of generation to the end of the phase. A backlog left at the end of generation lengthens
#   the phase and lowers it, so it errs low.
# - steady: completed events per second over the steady-state interval reports (all but the first,
#   JIT warm-up, and those holding the end of generation), each over its exact length. Shifts of
#   the backlog between ~3 s intervals make it noisy at the 1% level.
# - lower bound: every event was scheduled before maxtime and finished within the longest response
#   time, so achieved >= executed / (maxtime + max_response).
# A step counts as paced when Requests/second is within 1% of the target, nothing was dropped,
# every executed event is in the histograms and the driver exited 0. The latency the driver adds
# shows in the no-op store's response times (p99, max).
#
#   bench/driver-capacity.sh --report DIR   prints the table and BENCH line of an earlier run again.
#
# Last line: BENCH driver-capacity max_paced_events_per_s=N cpu_us_per_event_at_100k=X recorded_fraction=F
#   max_paced_events_per_s_memory=M max_unpaced_events_per_s=U noop_p99_ms_at_10k=A noop_p99_ms_at_100k=B
#   noop_p99_ms_at_1m=C achieved_ratio_at_1m=R (the no-op store's p99 is the delay the driver adds)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

RATES="10000 50000 100000 200000 500000 1000000"
STORES="noop memory"
MAXTIME=15
DISPLAYFREQ=3
REQUESTERS=20
MAXID1=100001
OUT=""
REPORT_ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rates) RATES="$2"; shift 2 ;;
    --stores) STORES="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --requesters) REQUESTERS="$2"; shift 2 ;;
    --maxid1) MAXID1="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --report) REPORT_ONLY="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
# Keep displayfreq a divisor of maxtime, so that the last interval report is a whole one; steady-state
# figures need at least one report between the first one and the end.
if [ $((MAXTIME % DISPLAYFREQ)) -ne 0 ] || [ "$MAXTIME" -lt $((3 * DISPLAYFREQ)) ]; then
  DISPLAYFREQ=$(( MAXTIME / 5 > 0 ? MAXTIME / 5 : 1 ))
  while [ $((MAXTIME % DISPLAYFREQ)) -ne 0 ]; do DISPLAYFREQ=$((DISPLAYFREQ - 1)); done
fi

if [ -n "$REPORT_ONLY" ]; then
  OUT="$(cd "$REPORT_ONLY" && pwd)"
  RESULTS="$OUT/steps.csv"
  [ -f "$RESULTS" ] || die "no steps.csv in $REPORT_ONLY"
  STORES="$(awk -F, 'NR > 1 && !seen[$1]++ { printf "%s ", $1 }' "$RESULTS")"
  RATES="$(awk -F, 'NR > 1 && !seen[$2]++ { printf "%s ", $2 }' "$RESULTS")"
  MAXTIME="$(cat "$OUT/maxtime" 2>/dev/null || echo "$MAXTIME")"
else
  ensure_built
  OUT="$(make_out_dir "$OUT" driver-capacity)"
  cd "$PROJECT_DIR"
  NOOP=com.linkbenchx.store.noop.NoopStoreProvider
  RESULTS="$OUT/steps.csv"
  echo "store,target_per_s,achieved_per_s,achieved_ratio,lower_bound_per_s,lower_bound_ratio,driver_per_s,driver_ratio,executed,recorded,recorded_fraction,dropped,phase_cpu_s,cpu_us_per_event,steady_cpu_us_per_event,gen_lag_max_ms,p99_ms,max_response_ms,exit,other_cores" >"$RESULTS"

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
      read -r steady_rate steady_cpu < <(steady_state "$step" "$MAXTIME")
      awk -v store="$store" -v target="$rate" -v ss="$steady_rate" -v drv="${per_second:-0}" -v exe="$executed" \
          -v rec="$recorded" -v drop="${dropped:-0}" -v cpu="$cpu" -v sscpu="$steady_cpu" -v lag="${lag_us:-0}" \
          -v p99="${p99:-0}" -v st="$status" -v maxtime="$MAXTIME" -v maxms="$max_ms" -v others="$others" 'BEGIN {
        lb = exe / (maxtime + maxms / 1000)
        ssr = (ss == "NA" ? 0 : ss / target)
        printf "%s,%d,%s,%.4f,%d,%.4f,%d,%.4f,%d,%d,%.6f,%d,%.2f,%.3f,%s,%.1f,%s,%s,%s,%s\n", store, target, ss, ssr, lb,
          lb / target, drv, drv / target, exe, rec, (exe > 0 ? rec / exe : 0), drop, cpu,
          (exe > 0 ? cpu / exe * 1e6 : 0), sscpu, lag / 1000, p99, maxms, st, others
      }' >>"$RESULTS"
    done
  done
  echo "$MAXTIME" >"$OUT/maxtime"
fi

echo
echo "Driver capacity ($(nproc) cores, maxtime ${MAXTIME}s per step, $REQUESTERS requesters; CPU = whole JVM during the request phase)"
awk -F, 'NR == 1 {
    printf "%-6s %8s %8s %7s %8s %7s %8s %7s %9s %7s %7s %8s %8s %9s %8s %8s %8s %4s %6s\n", "store", "target/s",
      "achieved", "ach/tgt", "steady", "ss/tgt", "lower_bd", "lb/tgt", "executed", "dropped", "cpu_s", "us/event",
      "us/ev_ss", "lag_max_ms", "p99_ms", "max_ms", "rec_frac", "exit", "others"
    next
  }
  { printf "%-6s %8d %8d %7.4f %8s %7.4f %8d %7.4f %9d %7d %7.2f %8.3f %8s %9.1f %8s %8s %8.6f %4s %6s\n", $1, $2, $7,
      $8, $3, $4, $5, $6, $9, $12, $13, $14, $15, $16, $17, $18, $11, $19, $20 }' "$RESULTS"
echo "  achieved = the driver's Requests/second; steady = completed events/s over the steady-state interval"
echo "  reports; lower_bd = executed / (maxtime + max_ms) over the whole run."
echo "  us/event = JVM CPU seconds per million events over the whole phase; us/ev_ss = the same in steady state;"
echo "  p99_ms = GET_LINKS_LIST response time; max_ms = longest response, any op (on the no-op store: delay the"
echo "  driver adds); rec_frac = events in the histograms / events executed (generated - dropped);"
echo "  others = cores used by other processes meanwhile."
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
    clean = ($12 == 0 && $11 == 1 && $19 == 0)
    if (clean && $8 >= 0.99 && $7 > best[$1]) best[$1] = $7
    if (clean && $7 > most[$1]) most[$1] = $7
    if ($1 == "noop" && $2 == 100000) { cpu100k = $14; p99at100k = $17 }
    if ($1 == "noop" && $2 == 10000) p99at10k = $17
    if ($1 == "noop" && $2 == 1000000) { p99at1m = $17; ratio1m = $8 }
    if (min == "" || $11 < min) min = $11
  }
  END {
    printf "%d %s %s %d %d %d %s %s %s %s\n", best["noop"], (cpu100k == "" ? "NA" : cpu100k), (min == "" ? 0 : min),
      best["memory"], most["noop"], most["memory"], (p99at100k == "" ? "NA" : p99at100k),
      (p99at10k == "" ? "NA" : p99at10k), (p99at1m == "" ? "NA" : p99at1m), (ratio1m == "" ? "NA" : ratio1m)
  }' "$RESULTS")"
read -r best_noop cpu100k min_fraction best_memory most_noop most_memory p99_100k p99_10k p99_1m ratio_1m <<<"$summary"
echo
echo "Highest paced rate (Requests/second within 1% of target, no drops, all recorded): no-op store"
echo "$best_noop/s, in-memory store $best_memory/s. Unpaced (highest Requests/second with no drops and all"
echo "recorded, whatever the latency): no-op store $most_noop/s, in-memory store $most_memory/s."
echo "Results: $RESULTS"
echo "No-op store, driver-added GET_LINKS_LIST response p99: ${p99_10k} ms at 10,000/s (target 0.2 ms), ${p99_100k} ms at"
echo "100,000/s, ${p99_1m} ms at 1,000,000/s; achieved/target at 1,000,000/s: ${ratio_1m} (paced: >= 0.99)."
echo "BENCH driver-capacity max_paced_events_per_s=$best_noop cpu_us_per_event_at_100k=$cpu100k recorded_fraction=$min_fraction max_paced_events_per_s_memory=$best_memory max_unpaced_events_per_s=$most_noop noop_p99_ms_at_10k=$p99_10k noop_p99_ms_at_100k=$p99_100k noop_p99_ms_at_1m=$p99_1m achieved_ratio_at_1m=$ratio_1m"

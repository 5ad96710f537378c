#!/usr/bin/env bash
# Latency fidelity: does the driver report true response-time percentiles, stalls included?
#
# The driver runs against the scripted-delay store (com.linkbenchx.store.scripted): every call
# takes --delay-ms, and every --stall-every-s seconds a --stall-ms stall holds every call that
# would finish during it (a database-wide pause). The mix is half ADD_LINK, half GET_LINKS_LIST at
# a fixed Poisson rate. The true percentiles come from bench/sim/StallGroundTruth.java, which
# simulates the same arrival process, requester pool and store rule many times over without the
# driver (so nothing the driver measures enters the truth); the script compares them with the
# driver's --csvstats for p50, p99 and p99.9. For contrast it also shows the service time (store
# call only, LinkBenchX's figure), which hides the stalls from every request that waited in the
# queue (coordinated omission). No database needed.
#
#   bench/latency-fidelity.sh [--rate N] [--maxtime S] [--requesters N] [--delay-ms X]
#                             [--stall-ms X] [--stall-every-s X] [--replications N] [--out DIR]
#
# Last line: BENCH latency-fidelity p99_error_pct=E p999_error_pct=E2
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

RATE=1000
MAXTIME=60
REQUESTERS=20
DELAY_MS=1
STALL_MS=500
STALL_EVERY_S=2
REPLICATIONS=200
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rate) RATE="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --requesters) REQUESTERS="$2"; shift 2 ;;
    --delay-ms) DELAY_MS="$2"; shift 2 ;;
    --stall-ms) STALL_MS="$2"; shift 2 ;;
    --stall-every-s) STALL_EVERY_S="$2"; shift 2 ;;
    --replications) REPLICATIONS="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done

ensure_built
OUT="$(make_out_dir "$OUT" latency-fidelity)"
cd "$PROJECT_DIR"
STORE=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider
DISPLAYFREQ=10
if [ $((MAXTIME % DISPLAYFREQ)) -ne 0 ]; then
  DISPLAYFREQ=$MAXTIME # the phase notices the end of generation at a report tick
fi

note "latency-fidelity: $RATE/s for ${MAXTIME}s, $REQUESTERS requesters, ${DELAY_MS} ms per call, ${STALL_MS} ms stall every ${STALL_EVERY_S}s; output in $OUT"
note "  ground truth: simulating $REPLICATIONS runs ..."
java "$BENCH_DIR/sim/StallGroundTruth.java" "rate=$RATE" "maxtime=$MAXTIME" "requesters=$REQUESTERS" \
  "delay_ms=$DELAY_MS" "stall_ms=$STALL_MS" "stall_every_s=$STALL_EVERY_S" "replications=$REPLICATIONS" \
  share=0.5 >"$OUT/truth.txt" || die "ground-truth simulation failed"
truth() { awk -F= -v k="$1" '$1 == k { print $2 }' "$OUT/truth.txt"; }

note "  driver run ..."
mix=(-D addlink=50 -D getlinklist=50 -D deletelink=0 -D updatelink=0 -D countlink=0 -D getlink=0
  -D getnode=0 -D addnode=0 -D updatenode=0 -D deletenode=0)
run_driver "$OUT" "requesters connected in" -c config/LinkConfigMemory.properties -r \
  -D "linkstore=$STORE" -D "nodestore=$STORE" "${mix[@]}" \
  -D "scripted_delay_ms=$DELAY_MS" -D "scripted_stall_ms=$STALL_MS" -D "scripted_stall_every_s=$STALL_EVERY_S" \
  -D "requestrate=$RATE" -D "requesters=$REQUESTERS" -D "maxtime=$MAXTIME" -D "displayfreq=$DISPLAYFREQ" \
  -D warmup_time=0 --csvstream "$OUT/stream.csv" --csvstats "$OUT/stats.csv" || true
[ "$(cat "$OUT/exit")" = 0 ] || die "driver exited $(cat "$OUT/exit"); see $OUT/run.log"

generated="$(log_value "$OUT/run.log" "Request errors total" "events generated")"
dropped="$(log_value "$OUT/run.log" "Request errors total" "dropped events total")"
{
  echo "op,metric,count,p50_ms,p99_ms,p999_ms,true_p50_ms,true_p99_ms,true_p999_ms"
  for op in ADD_LINK GET_LINKS_LIST; do
    for metric in response service; do
      read -r _ p50 p99 p999 count < <(csvstats_row "$OUT/stats.csv" "$op" "$metric")
      echo "$op,$metric,$count,$p50,$p99,$p999,$(truth true_p50_ms),$(truth true_p99_ms),$(truth true_p999_ms)"
    done
  done
} >"$OUT/comparison.csv"

echo
echo "Latency fidelity: $RATE/s Poisson for ${MAXTIME}s, $REQUESTERS requesters, ${DELAY_MS} ms per call,"
echo "${STALL_MS} ms stall every ${STALL_EVERY_S}s (stalled share of the run $(truth stalled_fraction));"
echo "$generated events generated, $dropped dropped; truth from $REPLICATIONS simulated runs (events per run $(truth events_per_run))."
echo
awk -F, 'NR == 1 {
    printf "%-15s %-9s %7s %10s %10s %8s %10s %10s %8s %10s %10s %8s\n", "op", "metric", "count", "p50_ms", "true",
      "err%", "p99_ms", "true", "err%", "p99.9_ms", "true", "err%"
    next
  }
  function err(m, t) { return t > 0 ? (m - t) / t * 100 : 0 }
  { printf "%-15s %-9s %7d %10.3f %10.3f %8.2f %10.3f %10.3f %8.2f %10.3f %10.3f %8.2f\n", $1, $2, $3, $4, $7,
      err($4, $7), $5, $8, err($5, $8), $6, $9, err($6, $9) }' "$OUT/comparison.csv"
echo
echo "One correct run's percentile of one operation (half the events) strays from the truth by chance with"
echo "standard deviation: p50 $(truth run_sd_p50_ms) ms, p99 $(truth run_sd_p99_ms) ms, p99.9 $(truth run_sd_p999_ms) ms."
echo "No-queueing approximation (a check on the simulation): p99 ~ $(truth approx_no_queueing_p99_ms) ms, p99.9 ~ $(truth approx_no_queueing_p999_ms) ms."
echo "Service time (the store call alone) is what LinkBenchX reported: it misses the queueing behind each stall."

# The headline errors: for each percentile the response-time error of larger magnitude over the two ops.
read -r e99 e999 < <(awk -F, 'NR > 1 && $2 == "response" {
    a = ($5 - $8) / $8 * 100; b = ($6 - $9) / $9 * 100
    if (!seen++ || (a < 0 ? -a : a) > (e99 < 0 ? -e99 : e99)) e99 = a
    if (seen == 1 || (b < 0 ? -b : b) > (e999 < 0 ? -e999 : e999)) e999 = b
  }
  END { printf "%.2f %.2f\n", e99, e999 }' "$OUT/comparison.csv")
echo "Results: $OUT/comparison.csv"
echo "BENCH latency-fidelity p99_error_pct=$e99 p999_error_pct=$e999"

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
#
# --md1 runs a queueing-theory check instead: one requester, a store whose every call takes
# --delay-ms (default here 4 ms, no stalls), Poisson arrivals at --utilisation (0.5) / delay, for
# --maxtime (default here 120 s). That is an M/D/1 queue: the mean response time is
# S + rho * S / (2 (1 - rho)), with S the mean service time the driver measured and rho = rate * S.
# The driver's reported mean response time (pooled over both operations) is compared with it; the
# difference is what the driver adds or loses (hand-off, timing).
#
#   bench/latency-fidelity.sh --md1 [--utilisation U] [--delay-ms X] [--maxtime S] [--out DIR]
#
# Last line: BENCH latency-fidelity-md1 mean_response_error_pct=E utilisation=U
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
MD1=0
UTILISATION=0.5
DELAY_SET=0
MAXTIME_SET=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rate) RATE="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; MAXTIME_SET=1; shift 2 ;;
    --requesters) REQUESTERS="$2"; shift 2 ;;
    --delay-ms) DELAY_MS="$2"; DELAY_SET=1; shift 2 ;;
    --md1) MD1=1; shift ;;
    --utilisation) UTILISATION="$2"; shift 2 ;;
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

if [ "$MD1" -eq 1 ]; then
  [ "$DELAY_SET" -eq 1 ] || DELAY_MS=4
  [ "$MAXTIME_SET" -eq 1 ] || MAXTIME=120
  rate="$(awk -v u="$UTILISATION" -v d="$DELAY_MS" 'BEGIN { printf "%d", u / (d / 1000) + 0.5 }')"
  note "latency-fidelity --md1: $rate/s Poisson, 1 requester, ${DELAY_MS} ms per call, ${MAXTIME}s; output in $OUT"
  run_driver "$OUT" "requesters connected in" -c config/LinkConfigMemory.properties -r \
    -D "linkstore=$STORE" -D "nodestore=$STORE" -D addlink=50 -D getlinklist=50 -D deletelink=0 -D updatelink=0 \
    -D countlink=0 -D getlink=0 -D getnode=0 -D addnode=0 -D updatenode=0 -D deletenode=0 \
    -D "scripted_delay_ms=$DELAY_MS" -D scripted_stall_ms=0 -D "requestrate=$rate" -D requesters=1 \
    -D "maxtime=$MAXTIME" -D displayfreq=10 -D warmup_time=0 --csvstats "$OUT/stats.csv" || true
  [ "$(cat "$OUT/exit")" = 0 ] || die "driver exited $(cat "$OUT/exit"); see $OUT/run.log"
  # Means pooled over both operations, weighted by their counts (csvstats: count is column 2, mean_ms 14).
  read -r n mean_response mean_service mean_wait < <(awk -F, 'NR > 1 && ($1 == "ADD_LINK" || $1 == "GET_LINKS_LIST") {
      if ($16 == "response") { n += $2; r += $2 * $14 }
      if ($16 == "service") { s += $2 * $14; ns += $2 }
      if ($16 == "queue_wait") { q += $2 * $14; nq += $2 }
    }
    END { printf "%d %.6f %.6f %.6f\n", n, r / n, s / ns, q / nq }' "$OUT/stats.csv")
  read -r _ seconds achieved < <(request_completed "$OUT/run.log")
  awk -v n="$n" -v r="$mean_response" -v s="$mean_service" -v q="$mean_wait" -v rate="$rate" -v ach="$achieved" \
      -v maxtime="$MAXTIME" -v d="$DELAY_MS" 'BEGIN {
    lambda = n / maxtime             # arrivals per second actually offered (Poisson count over the run)
    rho = lambda * s / 1000
    theory = s + rho * s / (2 * (1 - rho))
    printf "M/D/1 check: %d/s Poisson offered (%d operations, %.1f/s), 1 requester, scripted %.3f ms per call, %d s\n",
      rate, n, lambda, d, maxtime
    printf "  measured mean service time S        %9.4f ms\n", s
    printf "  utilisation rho = lambda * S         %9.4f\n", rho
    printf "  theory: S + rho S / (2 (1 - rho))    %9.4f ms\n", theory
    printf "  driver: mean response time           %9.4f ms (mean queue wait %.4f ms)\n", r, q
    printf "  error                                %9.2f %%  (target: within 2%%)\n", (r - theory) / theory * 100
    printf "BENCH latency-fidelity-md1 mean_response_error_pct=%.2f utilisation=%.4f\n", (r - theory) / theory * 100, rho
  }' | tee "$OUT/md1.txt"
  exit 0
fi
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

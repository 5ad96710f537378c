#!/usr/bin/env bash
# Idle hand-off: how long after an event's scheduled time a requester that was waiting for it takes
# it, when nearly every event finds a requester idle. This is the driver's own floor under every
# latency it reports (it is counted in queue wait and response time, never hidden).
#
# The driver runs against the scripted-delay store (every call takes --delay-ms, no stalls) at each
# rate of --rates with each pool size of --requesters, at utilisation rate x delay / requesters of at
# most 0.1 with the defaults. The queue-wait histograms (scheduled time to the moment a requester took
# the event) of the run's histograms.hlog are read with HdrHistogram's own reader (lib/QueueWait.java)
# and pooled over the two operations. The driver's whole-process CPU over the phase, idle time
# included, is reported at every step; the target is at the lowest rate. No database needed.
#
#   bench/handoff.sh [--rates "2 100 1000"] [--requesters "1 4 32"] [--maxtime S] [--low-rate-maxtime S]
#                    [--delay-ms X] [--out DIR]
#
# Each step runs --maxtime seconds (20), rates under 10/s --low-rate-maxtime (60).
#
# After the grid, the machine's own floor without the driver (lib/MachineJitter.java, about 30 s): how
# late a timed park returns after 250 ms idle, and the share of a spinning thread's time lost in gaps
# of 5 us or more. A hand-off cannot be steadier than the machine under it.
#
# Last line: BENCH handoff worst_p50_us=A worst_p99_us=B cpu_pct_at_lowest_rate=C steady_cpu_pct_at_lowest_rate=D
#   machine_timed_wake_p99_us=E machine_spin_time_lost_pct=F
# (worst over every step; CPU as a percentage of one core at the lowest rate, the highest over its pool
# sizes, over the whole phase and in steady state; the machine's floor as above)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

RATES="2 100 1000"
POOLS="1 4 32"
MAXTIME=20
LOW_MAXTIME=60
DELAY_MS=0.02
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rates) RATES="$2"; shift 2 ;;
    --requesters) POOLS="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --low-rate-maxtime) LOW_MAXTIME="$2"; shift 2 ;;
    --delay-ms) DELAY_MS="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done

ensure_built
OUT="$(make_out_dir "$OUT" handoff)"
cd "$PROJECT_DIR"
HDR_JAR="$(ls "$PROJECT_DIR"/target/lib/HdrHistogram-*.jar "$PROJECT_DIR"/lib/HdrHistogram-*.jar 2>/dev/null | head -n 1 || true)"
[ -n "$HDR_JAR" ] || die "HdrHistogram jar not found under target/lib or lib"
STORE=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider
LOWEST="$(printf '%s\n' $RATES | sort -n | head -n 1)"
mix=(-D addlink=50 -D getlinklist=50 -D deletelink=0 -D updatelink=0 -D countlink=0 -D getlink=0
  -D getnode=0 -D addnode=0 -D updatenode=0 -D deletenode=0)

note "handoff: rates $RATES /s, requesters $POOLS, ${DELAY_MS} ms per call; output in $OUT"
printf '%s\n' "rate,requesters,events,utilisation,p50_us,p90_us,p99_us,p999_us,max_us,cpu_s,seconds,cpu_pct,loadavg,exit,steady_cpu_pct" \
  >"$OUT/handoff.csv"
# A value from a line of key=value pairs: get LINE KEY
get() { printf '%s\n' "$1" | tr ' ' '\n' | awk -F= -v k="$2" '$1 == k { print $2 }'; }
for rate in $RATES; do
  for pool in $POOLS; do
    maxtime=$MAXTIME
    # Rates under 10/s run longer: 20 s at 2/s is 40 events, too few for a p99.
    awk -v r="$rate" 'BEGIN { exit !(r < 10) }' && maxtime=$LOW_MAXTIME
    dir="$OUT/r${rate}-p${pool}"
    mkdir -p "$dir"
    note "  $rate/s, $pool requesters, ${maxtime}s ..."
    load="$(cut -d' ' -f1 /proc/loadavg)"
    run_driver "$dir" "requesters connected in" -c config/LinkConfigMemory.properties -r \
      -D "linkstore=$STORE" -D "nodestore=$STORE" "${mix[@]}" -D "scripted_delay_ms=$DELAY_MS" \
      -D scripted_stall_ms=0 -D "requestrate=$rate" -D "requesters=$pool" -D "maxtime=$maxtime" \
      -D displayfreq=10 -D warmup_time=0 || true
    status="$(cat "$dir/exit")"
    hlog="$(ls "$dir"/results/histograms.hlog "$dir"/results/*/histograms.hlog 2>/dev/null | head -n 1 || true)"
    [ -n "$hlog" ] || die "no histograms.hlog in $dir/results (driver exit $status; see $dir/run.log)"
    waits="$(java -cp "$HDR_JAR" "$BENCH_DIR/lib/QueueWait.java" "$hlog")"
    service="$(java -cp "$HDR_JAR" "$BENCH_DIR/lib/QueueWait.java" "$hlog" .service)"
    read -r done seconds _ < <(request_completed "$dir/run.log")
    cpu="$(phase_cpu_seconds "$dir")"
    # Utilisation: offered load of the store calls per requester (median service time stands for the mean).
    util="$(awk -v r="$rate" -v s="$(get "$service" p50_us)" -v n="$pool" 'BEGIN { printf "%.4f", r * s / 1e6 / n }')"
    wall="$(awk '{ t[NR] = $2 } END { printf "%.2f", t[2] - t[1] }' "$dir/machine_at_start" "$dir/machine_at_end")"
    pct="$(awk -v c="$cpu" -v w="$wall" 'BEGIN { printf "%.3f", (w > 0 ? c / w * 100 : 0) }')"
    # Steady state: JVM CPU between the first and the last interval report (no start-up JIT tail, no
    # final export), as a share of one core.
    steady="$(awk 'NF >= 4 { n++; c[n] = $1; t[n] = $4 }
      END { if (n < 2 || t[n] <= t[1]) print "NA"; else printf "%.3f", (c[n] - c[1]) / (t[n] - t[1]) * 100 }' \
      "$dir/interval_cpu.txt")"
    echo "$rate,$pool,$(get "$waits" count),$util,$(get "$waits" p50_us),$(get "$waits" p90_us),$(get "$waits" p99_us),$(get "$waits" p999_us),$(get "$waits" max_us),$cpu,$wall,$pct,$load,$status,$steady" \
      >>"$OUT/handoff.csv"
  done
done

echo
echo "Idle hand-off (queue wait: scheduled time to the moment a requester took the event, µs), ${DELAY_MS} ms store calls"
awk -F, 'NR == 1 { printf "%8s %5s %8s %6s %7s %7s %7s %8s %8s %7s %7s %8s %7s %5s\n", "rate/s", "reqs", "events",
    "util", "p50", "p90", "p99", "p99.9", "max", "cpu_s", "cpu%", "cpu%_ss", "load1", "exit"; next }
  { printf "%8s %5s %8s %6.3f %7s %7s %7s %8s %8s %7.2f %7.3f %8s %7s %5s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
    $12, $15, $13, $14 }' "$OUT/handoff.csv"
echo "  util = rate x median store call / requesters; cpu% = whole JVM CPU from the phase start to exit (start-up"
echo "  JIT tail and final exports included) as a share of one core; cpu%_ss = the same between the first and last"
echo "  interval reports; load1 = the machine's 1-minute load average when the step started (2 cores)."
read -r w50 w99 cpu_low cpu_low_ss < <(awk -F, -v low="$LOWEST" 'NR > 1 {
    if ($5 > a) a = $5; if ($7 > b) b = $7; if ($1 == low && $12 > c) c = $12; if ($1 == low && $15 > d) d = $15 }
  END { printf "%d %d %.3f %.3f\n", a, b, c, d }' "$OUT/handoff.csv")
echo "Results: $OUT/handoff.csv (targets: p50 <= 20 us, p99 <= 200 us, CPU at the lowest rate < 2% of one core)"
note "  the machine's own floor (no driver, ~30 s) ..."
machine="$(java -cp "$HDR_JAR" "$BENCH_DIR/lib/MachineJitter.java" 250 120 3)"
printf '%s\n' "$machine" >"$OUT/machine-jitter.txt"
echo "Machine floor (no driver): $machine"
echo "BENCH handoff worst_p50_us=$w50 worst_p99_us=$w99 cpu_pct_at_lowest_rate=$cpu_low steady_cpu_pct_at_lowest_rate=$cpu_low_ss machine_timed_wake_p99_us=$(get "$machine" timed_wake_p99_us) machine_spin_time_lost_pct=$(get "$machine" spin_time_lost_pct)"

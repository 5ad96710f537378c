#!/usr/bin/env bash
# One, two and three driver processes (bin/linkbench-drivers) against the three-node Galera cluster
# of .ci/galera-cluster.sh, all on this machine: the same 24 requesters in all, in a closed loop
# (each runs its next request as soon as one ends), spread over the three nodes (round_robin).
# Per process count: events/s of the merged results, driver CPU (user + system of every driver
# JVM, from the common start to its end) per request, the three mariadbd processes' CPU, and how
# busy the machine's cores were, which says where the cores saturate.
#
# Usage: bench/galera-drivers.sh [--seconds N] [--counts "1 2 3"] [--requesters N] [--maxid1 N] [--out DIR]
#   --seconds     length of each run's request phase (default 30)
#   --counts      driver process counts to run (default "1 2 3")
#   --requesters  requesters in all, divided among the processes (default 24)
#   --maxid1      graph size loaded once through node 1 (default 20001)
# Starts the cluster if it is not running (and stops it at the end), loads the graph into database
# lbx_bench_galera and leaves it there.
set -euo pipefail
. "$(dirname "$0")/lib/common.sh"

seconds=30
counts="1 2 3"
requesters=24
maxid1=20001
out_arg=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --counts) counts="$2"; shift 2 ;;
    --requesters) requesters="$2"; shift 2 ;;
    --maxid1) maxid1="$2"; shift 2 ;;
    --out) out_arg="$2"; shift 2 ;;
    --help|-h) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
out="$(make_out_dir "$out_arg" galera-drivers)"
cluster="$PROJECT_DIR/.ci/galera-cluster.sh"
cores="$(nproc)"
ensure_built

started_cluster=0
if ! bash "$cluster" status >/dev/null 2>&1; then
  bash "$cluster" start
  started_cluster=1
fi
cleanup() {
  if [ "$started_cluster" -eq 1 ]; then
    bash "$cluster" stop >/dev/null
  fi
}
trap cleanup EXIT

common=(-c "$PROJECT_DIR/config/LinkConfigMysql.properties" -D user=linkbench -D password=linkbench
  -D dbid=lbx_bench_galera -D "maxid1=$maxid1"
  -D nlinks_func=com.facebook.LinkBench.distributions.ZipfDistribution -D nlinks_shape=0.8 -D nlinks_mean=5)
nodes=(-D host=127.0.0.1,127.0.0.1,127.0.0.1 -D port=4406,4407,4408)

note "Loading $((maxid1 - 1)) ids through node 1"
"$PROJECT_DIR/bin/linkbench" "${common[@]}" -D host=127.0.0.1 -D port=4406 -D create_tables=true \
  -D load_existing=truncate -D loaders=2 -D load_random_seed=1 --results none -l >"$out/load.log" 2>&1 \
  || die "load failed: see $out/load.log"
grep -h "LOAD PHASE COMPLETED" "$out/load.log" >&2

# CPU seconds of the cluster's mariadbd processes so far.
mariadb_cpu() {
  local total=0 pid
  for pid in $(bash "$cluster" pids); do
    total="$(awk -v a="$total" -v b="$(proc_cpu_seconds "$pid")" 'BEGIN { printf "%.3f", a + b }')"
  done
  echo "$total"
}

printf '%s\n' "drivers events_per_s requests driver_cpu_us_per_request driver_cpu_s mariadbd_cpu_s machine_busy_pct" \
  >"$out/table.txt"
for n in $counts; do
  dir="$out/drivers-$n"
  "$PROJECT_DIR/bin/linkbench-drivers" "$n" --results "$dir" --start-in 15 "${common[@]}" "${nodes[@]}" \
    -r -D requestrate=0 -D "requesters=$requesters" -D "maxtime=$seconds" -D requests=100000000000 \
    -D displayfreq=10 -D max_failed_requests=-1 >"$out/launcher-$n.log" 2>&1 &
  launcher=$!
  pids=()
  while [ "${#pids[@]}" -lt "$n" ]; do
    sleep 0.2
    mapfile -t pids < <(sed -n 's/^driver [0-9]*: pid \([0-9]*\).*/\1/p' "$out/launcher-$n.log")
    kill -0 "$launcher" 2>/dev/null || break
  done
  start_at="$(sed -n 's/.*schedules at \([^;]*\);.*/\1/p' "$out/launcher-$n.log")"
  wait_s="$(( $(date -d "$start_at" +%s%N) - $(date +%s%N) ))"
  [ "$wait_s" -gt 0 ] && sleep "$(awk -v ns="$wait_s" 'BEGIN { printf "%.3f", ns / 1e9 }')"
  declare -A first=() last=()
  for pid in "${pids[@]}"; do first[$pid]="$(proc_cpu_seconds "$pid")"; last[$pid]="${first[$pid]}"; done
  busy_start="$(machine_busy_ticks)"
  t_start="$(date +%s%N)"
  db_start="$(mariadb_cpu)"
  busy_end="$busy_start"; db_end="$db_start"; t_end="$t_start"
  while kill -0 "$launcher" 2>/dev/null; do
    any=0
    for pid in "${pids[@]}"; do
      cpu="$(proc_cpu_seconds "$pid")"
      if [ -n "$cpu" ]; then last[$pid]="$cpu"; any=1; fi
    done
    if [ "$any" -eq 1 ]; then
      busy_end="$(machine_busy_ticks)"; t_end="$(date +%s%N)"; db_end="$(mariadb_cpu)"
    fi
    sleep 0.5
  done
  wait "$launcher" || die "drivers failed: see $out/launcher-$n.log"
  driver_cpu=0
  for pid in "${pids[@]}"; do
    driver_cpu="$(awk -v a="$driver_cpu" -v b="${last[$pid]}" -v c="${first[$pid]}" 'BEGIN { printf "%.3f", a + b - c }')"
  done
  # The merged summary's totals: its first "rate_per_s" and "operations" after "totals".
  read -r rate requests < <(awk -F' : ' '/"totals"/ { on = 1 } on && /"rate_per_s"/ && !r { gsub(/,/, "", $2); r = $2 }
    on && /"operations"/ && !o { gsub(/,/, "", $2); o = $2 } END { print r, o }' "$dir/merged/summary.json")
  busy_pct="$(awk -v b="$((busy_end - busy_start))" -v ns="$((t_end - t_start))" -v hz="$CLK_TCK" -v c="$cores" \
    'BEGIN { printf "%.1f", 100 * b / hz / (ns / 1e9) / c }')"
  db_cpu="$(awk -v a="$db_end" -v b="$db_start" 'BEGIN { printf "%.1f", a - b }')"
  per_request="$(awk -v c="$driver_cpu" -v r="$requests" 'BEGIN { printf "%.0f", (r > 0 ? c * 1e6 / r : 0) }')"
  printf '%s %s %s %s %s %s %s\n' "$n" "$rate" "$requests" "$per_request" "$driver_cpu" "$db_cpu" "$busy_pct" \
    >>"$out/table.txt"
  echo "BENCH galera-drivers drivers=$n events_per_s=$rate requests=$requests driver_cpu_us_per_request=$per_request" \
    "driver_cpu_s=$driver_cpu mariadbd_cpu_s=$db_cpu machine_busy_pct=$busy_pct cores=$cores"
  unset first last
done
column -t "$out/table.txt" >&2
note "Results: $out"
awk 'NR > 1 { line = line " events_per_s_" $1 "=" $2 " driver_cpu_us_per_request_" $1 "=" $4 " machine_busy_pct_" $1 "=" $7 }
  END { print "BENCH galera-drivers" line }' "$out/table.txt"

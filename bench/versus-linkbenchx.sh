#!/usr/bin/env bash
# This driver against LinkBenchX, side by side on the same server: each tool loads the same graph
# (maxid1, default 200001, 2 loaders) into a database of its own, then the two request phases run one
# after the other at each rate (default 1000 3000 10000 events/s) and requester count (default 20 200),
# LinkBenchX first, for --rounds rounds. Per tool and step:
#   cpu_us     whole-run CPU per request: the JVM's user + system time from start to exit (start-up, JIT,
#              GC and the drain included) over the requests it reports done
#   steady_us  steady-state CPU per request: /proc/PID/stat utime + stime read at the first and at the
#              last interval report before the end of generation, over the events of those intervals
#              (both tools print "Events: N, ... throughput: X" every displayfreq seconds)
#   start_cpu  start-up CPU seconds: JVM start to the first event (our "requesters connected in" line,
#              LinkBenchX's first "Requester thread #N started")
#   rss_mb     peak resident set (VmHWM)
#   alloc_kb   heap allocated per request over the whole run, from the GC log: each collection's
#              heap-before minus the previous one's heap-after, plus what is in use at exit
#   srv_us     server CPU per request: the local mariadbd's utime + stime over the run (whatever else
#              the server did then is in it: a gauge for a quiet machine)
# Then a round-trip pass per round: each tool once more at --trips-rate (default the first rate) for
# --trips-seconds (default 30) with the first requester count, through a counting TCP proxy
# (bench/lib/trip_proxy.py), which reports per request:
#   trips      round trips: each time a connection's client sends after it last received (neither tool
#              pipelines, so each is one wait for the server); connection set-up included
#   sent_b     bytes the server sent to that tool's connections (its own Bytes_sent, unmixed with
#              other sessions of a shared server)
# The proxy costs CPU of its own, so the CPU figures come from the runs without it.
#
#   bench/versus-linkbenchx.sh [--maxid1 N] [--loaders N] [--rates "1000 3000 10000"]
#       [--requesters "20 200"] [--maxtime S] [--rounds N] [--trips-rate R] [--trips-seconds S]
#       [--no-trips] [--skip-load] [--host H] [--port P] [--user U] [--password-env VAR]
#       [--dbid DB] [--lbx-dbid DB] [--proxy-port P] [--own-set KEY=VALUE]... [--out DIR]
#   bench/versus-linkbenchx.sh --report DIR   prints the tables and BENCH line of an earlier run again.
#
# --dbid (default linkbench_versus) is this driver's database, --lbx-dbid (default linkbench_versus_lbx)
# LinkBenchX's; both are dropped and recreated unless --skip-load (then they must hold loaded graphs).
# The password comes from the environment variable named by --password-env (default
# LINKBENCH_PASSWORD); LinkBenchX gets it through a config file readable by the owner only.
# LinkBenchX is taken from ../shared/anchors/linkbenchx beside the project (LINKBENCHX_DIR overrides);
# without it the script prints one line and exits 0.
# --own-set KEY=VALUE passes -D KEY=VALUE to this driver only (repeatable), e.g. handoff_spin_share=0 to
# see what the hand-off's spin costs against LinkBenchX, which has none.
# Last line: BENCH versus-linkbenchx with each figure of each step as a ratio to LinkBenchX's
# (this driver / LinkBenchX, mean over rounds), e.g. cpu_ratio_1000_20=0.93 ... trips_ratio=0.98.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

MAXID1=200001
LOADERS=2
RATES="1000 3000 10000"
REQUESTERS_LIST="20 200"
MAXTIME=60
ROUNDS=1
TRIPS=1
TRIPS_RATE=""
TRIPS_SECONDS=30
LOAD=1
DB_HOST=127.0.0.1
DB_PORT=3306
DB_USER=root
PASSWORD_ENV=LINKBENCH_PASSWORD
DBID=linkbench_versus
LBX_DBID=linkbench_versus_lbx
PROXY_PORT=23306
OUT=""
REPORT_ONLY=""
OWN_SETTINGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --maxid1) MAXID1="$2"; shift 2 ;;
    --loaders) LOADERS="$2"; shift 2 ;;
    --rates) RATES="$2"; shift 2 ;;
    --requesters) REQUESTERS_LIST="$2"; shift 2 ;;
    --maxtime) MAXTIME="$2"; shift 2 ;;
    --rounds) ROUNDS="$2"; shift 2 ;;
    --trips-rate) TRIPS_RATE="$2"; shift 2 ;;
    --trips-seconds) TRIPS_SECONDS="$2"; shift 2 ;;
    --no-trips) TRIPS=0; shift ;;
    --skip-load) LOAD=0; shift ;;
    --host) DB_HOST="$2"; shift 2 ;;
    --port) DB_PORT="$2"; shift 2 ;;
    --user) DB_USER="$2"; shift 2 ;;
    --password-env) PASSWORD_ENV="$2"; shift 2 ;;
    --dbid) DBID="$2"; shift 2 ;;
    --lbx-dbid) LBX_DBID="$2"; shift 2 ;;
    --proxy-port) PROXY_PORT="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --report) REPORT_ONLY="$2"; shift 2 ;;
    --own-set) OWN_SETTINGS+=(-D "$2"); shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
# Prints the tables and the BENCH line of the run in OUT from its versus.csv, trips.csv and params.
report() {
  # shellcheck disable=SC1091 # written by this script when the run starts
  source "$OUT/params"
  local results="$OUT/versus.csv" trips_csv="$OUT/trips.csv"
  echo
  echo "This driver (own${OWN_SET:+ with $OWN_SET}) against LinkBenchX (lbx), $DB_HOST:$DB_PORT, maxid1=$MAXID1, ${MAXTIME}s per run:"
  awk -F, 'NR == 1 { printf "%5s %4s %6s %4s %8s %8s %9s %9s %7s %9s %7s %6s\n", "round", "tool", "rate", "req",
      "requests", "cpu_us", "steady_us", "start_cpu", "rss_mb", "alloc_kb", "srv_us", "other"; next }
    { printf "%5s %4s %6s %4s %8s %8s %9s %9s %7s %9s %7s %6s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 }' \
    "$results"
  if [ "$TRIPS" -eq 1 ] && [ "$(wc -l <"$trips_csv")" -gt 1 ]; then
    echo
    echo "Through the counting proxy ($TRIPS_RATE/s, ${TRIPS_SECONDS}s):"
    awk -F, 'NR == 1 { printf "%5s %4s %8s %8s %8s %6s\n", "round", "tool", "requests", "trips", "sent_b", "conns"; next }
      { printf "%5s %4s %8s %8s %8s %6s\n", $1, $2, $5, $6, $7, $8 }' "$trips_csv"
  fi

  # Ratios own / lbx per step and figure: the mean over rounds of each round's ratio, one line per step
  # ("requesters rate cpu steady startup_cpu rss alloc server_cpu").
  local ratios
  ratios="$(awk -F, 'NR > 1 { key = $4 " " $3; k[key] = 1; for (f = 6; f <= 11; f++) val[$1, $2, key, f] = $f; r[$1] = 1 }
    END {
      for (key in k) {
        line = key
        for (f = 6; f <= 11; f++) {
          sum = 0; n = 0
          for (round in r) {
            a = val[round, "own", key, f]; b = val[round, "lbx", key, f]
            if (a != "" && b != "" && a != "NA" && b != "NA" && b + 0 > 0) { sum += a / b; n++ }
          }
          line = line " " (n > 0 ? sprintf("%.2f", sum / n) : "NA")
        }
        print line
      }
    }' "$results" | sort -n -k1,1 -k2,2)"
  echo
  echo "Ratios own / lbx (mean over rounds):"
  printf '%4s %6s %6s %7s %8s %5s %6s %7s\n' req rate whole steady startup rss alloc server
  printf '%s\n' "$ratios" | awk 'NF { printf "%4s %6s %6s %7s %8s %5s %6s %7s\n", $1, $2, $3, $4, $5, $6, $7, $8 }'

  local bench="BENCH versus-linkbenchx"
  bench+="$(printf '%s\n' "$ratios" | awk 'NF {
      split("cpu steady startup_cpu rss alloc server_cpu", name, " ")
      for (f = 3; f <= 8; f++) printf "%s_ratio_%s_%s=%s\n", name[f - 2], $2, $1, $f
    }' | sort -t_ -k1,1 -s | tr '\n' ' ' | sed 's/^/ /')"
  if [ "$TRIPS" -eq 1 ]; then
    bench+="$(awk -F, 'NR > 1 { t[$1, $2] = $6; s[$1, $2] = $7; r[$1] = 1 }
      END {
        for (round in r) if (t[round, "lbx"] + 0 > 0 && t[round, "own"] != "NA") {
          tr += t[round, "own"] / t[round, "lbx"]; sr += s[round, "own"] / s[round, "lbx"]; n++
          own += t[round, "own"]; lbx += t[round, "lbx"]
        }
        if (n > 0) printf " trips_per_request=%.3f lbx_trips_per_request=%.3f trips_ratio=%.2f sent_bytes_ratio=%.2f",
          own / n, lbx / n, tr / n, sr / n
      }' "$trips_csv")"
  fi
  echo
  echo "$bench" | tr -s ' '
}

if [ -n "$REPORT_ONLY" ]; then
  [ -f "$REPORT_ONLY/versus.csv" ] && [ -f "$REPORT_ONLY/params" ] || die "no versus.csv and params in $REPORT_ONLY"
  OUT="$REPORT_ONLY"
  report
  exit 0
fi

LBX_DIR="${LINKBENCHX_DIR:-$PROJECT_DIR/../shared/anchors/linkbenchx}"
if [ ! -x "$LBX_DIR/run" ] || [ ! -f "$LBX_DIR/FacebookLinkBench.jar" ]; then
  echo "versus-linkbenchx: skipped, no LinkBenchX at $LBX_DIR"
  exit 0
fi
LBX_DIR="$(cd "$LBX_DIR" && pwd)"

[ -n "$TRIPS_RATE" ] || TRIPS_RATE="${RATES%% *}"
export MYSQL_PWD="${!PASSWORD_ENV:-}"
export LINKBENCH_PASSWORD="$MYSQL_PWD"
DISPLAYFREQ=10

ensure_built
OUT="$(make_out_dir "$OUT" versus-linkbenchx)"
cd "$PROJECT_DIR"
printf 'DB_HOST=%q\nDB_PORT=%q\nMAXID1=%q\nMAXTIME=%q\nTRIPS=%q\nTRIPS_RATE=%q\nTRIPS_SECONDS=%q\nOWN_SET=%q\n' \
  "$DB_HOST" "$DB_PORT" "$MAXID1" "$MAXTIME" "$TRIPS" "$TRIPS_RATE" "$TRIPS_SECONDS" \
  "${OWN_SETTINGS[*]+"${OWN_SETTINGS[*]}"}" >"$OUT/params"

# LinkBenchX's own config with this run's connection; the password only in this file.
LBX_CONFIG="$OUT/linkbenchx.properties"
(umask 077 && {
  grep -v -E '^[[:space:]]*(host|port|user|password|dbid)[[:space:]]*=' "$LBX_DIR/config/LinkConfigMysql.properties"
  printf 'host = %s\nport = %s\nuser = %s\ndbid = %s\npassword = %s\n' "$DB_HOST" "$DB_PORT" "$DB_USER" \
    "$LBX_DBID" "$MYSQL_PWD"
} >"$LBX_CONFIG")

# Runs one tool (own or lbx) into DIR: run_tool TOOL DIR PORT RATE REQUESTERS SECONDS
run_tool() {
  local tool="$1" dir="$2" port="$3" rate="$4" requesters="$5" seconds="$6"
  mkdir -p "$dir"
  local gc="-Xlog:gc,gc+heap+exit:file=$dir/gc.log"
  if [ "$tool" = lbx ]; then
    OPTS="$gc" run_measured "$dir" "Requester thread #" "$LBX_DIR/run" -c "$LBX_CONFIG" -D "port=$port" \
      -D "maxid1=$MAXID1" -D "requestrate=$rate" -D "requesters=$requesters" -D "maxtime=$seconds" \
      -D "displayfreq=$DISPLAYFREQ" -D warmup_time=0 -r || true
  else
    OPTS="$gc" run_driver "$dir" "requesters connected in" -c config/LinkConfigMysql.properties -r \
      -D "host=$DB_HOST" -D "port=$port" -D "user=$DB_USER" -D "dbid=$DBID" -D "maxid1=$MAXID1" \
      -D "requestrate=$rate" -D "requesters=$requesters" -D "maxtime=$seconds" -D "displayfreq=$DISPLAYFREQ" \
      -D warmup_time=0 ${OWN_SETTINGS[@]+"${OWN_SETTINGS[@]}"} || true
  fi
  [ "$(cat "$dir/exit")" = 0 ] || note "  $tool exited $(cat "$dir/exit"); see $dir/run.log"
}

# Heap allocated over a run, MB, from its GC log (see the header).
allocated_mb() {
  awk '
    / Pause | Full / && /->/ {
      split($0, parts, "->"); n = split(parts[1], left, " "); before = mb(left[n])
      split(parts[2], right, "("); after = mb(right[1])
      total += before - previous; previous = after
    }
    # At exit: G1 prints its heap on one line, the serial and parallel collectors a line per generation.
    /heap,exit/ && / total / && / used / { for (i = 1; i <= NF; i++) if ($i == "used") { u = $(i + 1); sub(",", "", u); used += mb(u) } }
    function mb(v) { unit = substr(v, length(v)); v = v + 0; return unit == "K" ? v / 1024 : unit == "G" ? v * 1024 : v }
    END { printf "%.1f", total + used - previous }' "$1"
}

# One figure line per run: "requests cpu_us steady_us start_cpu rss_mb alloc_kb srv_us"
figures() {
  local dir="$1" srv_s="$2"
  local requests cpu start steady rss alloc
  read -r requests _ _ < <(request_completed "$dir/run.log" || true) || true
  requests="${requests:-0}"
  cpu="$(cat "$dir/cpu_total" 2>/dev/null || echo 0)"
  start="$(cat "$dir/cpu_at_start" 2>/dev/null)"
  read -r _ steady < <(steady_state "$dir" "$MAXTIME")
  rss="$(cat "$dir/rss_peak_kb" 2>/dev/null || echo 0)"
  alloc="$(allocated_mb "$dir/gc.log" 2>/dev/null || echo 0)"
  awk -v n="$requests" -v cpu="$cpu" -v st="$steady" -v start="${start:-0}" -v rss="$rss" -v alloc="$alloc" \
      -v srv="$srv_s" 'BEGIN {
    if (n <= 0) { print "0 NA NA NA NA NA NA"; exit }
    printf "%d %.1f %s %.2f %.0f %.2f %s\n", n, cpu / n * 1e6, st, start, rss / 1024, alloc * 1024 / n,
      (srv == "NA" ? "NA" : sprintf("%.1f", srv / n * 1e6))
  }'
}

if [ "$LOAD" -eq 1 ]; then
  note "versus-linkbenchx: loading maxid1=$MAXID1 with $LOADERS loaders: LinkBenchX into $LBX_DBID, this driver into $DBID"
  mysql_client -e "DROP DATABASE IF EXISTS \`$LBX_DBID\`; CREATE DATABASE \`$LBX_DBID\`" || die "cannot create $LBX_DBID"
  mysql_client "$LBX_DBID" <"$LBX_DIR/create_innodb.sql" || die "cannot create LinkBenchX's schema in $LBX_DBID"
  create_schema "$DBID"
  mkdir -p "$OUT/load-lbx" "$OUT/load-own"
  run_measured "$OUT/load-lbx" "Starting loaders" "$LBX_DIR/run" -c "$LBX_CONFIG" -D "maxid1=$MAXID1" \
    -D "loaders=$LOADERS" -l || die "LinkBenchX's load failed; see $OUT/load-lbx/run.log"
  run_driver "$OUT/load-own" "Starting loaders" -c config/LinkConfigMysql.properties -l -D "host=$DB_HOST" \
    -D "port=$DB_PORT" -D "user=$DB_USER" -D "dbid=$DBID" -D "maxid1=$MAXID1" -D "loaders=$LOADERS" \
    || die "the load failed; see $OUT/load-own/run.log"
  mysql_quiesce
fi

RESULTS="$OUT/versus.csv"
echo "round,tool,rate,requesters,requests,cpu_us,steady_us,start_cpu_s,rss_mb,alloc_kb,srv_us,other_cores" >"$RESULTS"
TRIPS_CSV="$OUT/trips.csv"
echo "round,tool,rate,requesters,requests,trips_per_request,sent_bytes_per_request,connections" >"$TRIPS_CSV"
PROXY_PID=""
trap '[ -z "$PROXY_PID" ] || kill "$PROXY_PID" 2>/dev/null || true' EXIT

for round in $(seq 1 "$ROUNDS"); do
  for requesters in $REQUESTERS_LIST; do
    for rate in $RATES; do
      for tool in lbx own; do
        note "  round $round: $tool at $rate/s, $requesters requesters, ${MAXTIME}s ..."
        dir="$OUT/r$round-$tool-$rate-$requesters"
        mysql_quiesce
        before="$(server_cpu_ticks mysql "$DB_HOST")"
        run_tool "$tool" "$dir" "$DB_PORT" "$rate" "$requesters" "$MAXTIME"
        srv="$(server_cpu_seconds "$before" "$(server_cpu_ticks mysql "$DB_HOST")")"
        echo "$round,$tool,$rate,$requesters,$(figures "$dir" "$srv" | tr ' ' ','),$(other_cores "$dir")" >>"$RESULTS"
      done
    done
  done
  if [ "$TRIPS" -eq 1 ]; then
    requesters="${REQUESTERS_LIST%% *}"
    for tool in lbx own; do
      note "  round $round: $tool through the counting proxy at $TRIPS_RATE/s, $requesters requesters, ${TRIPS_SECONDS}s ..."
      dir="$OUT/r$round-$tool-trips"
      mkdir -p "$dir"
      python3 "$BENCH_DIR/lib/trip_proxy.py" "$PROXY_PORT" "$DB_HOST" "$DB_PORT" "$dir/proxy.txt" &
      PROXY_PID=$!
      for _ in $(seq 50); do [ -s "$dir/proxy.txt" ] && break; sleep 0.1; done
      [ -s "$dir/proxy.txt" ] || die "the counting proxy did not start on port $PROXY_PORT"
      run_tool "$tool" "$dir" "$PROXY_PORT" "$TRIPS_RATE" "$requesters" "$TRIPS_SECONDS"
      kill "$PROXY_PID" && wait "$PROXY_PID" 2>/dev/null || true
      PROXY_PID=""
      read -r requests _ _ < <(request_completed "$dir/run.log" || true) || true
      awk -v n="${requests:-0}" -v round="$round" -v tool="$tool" -v rate="$TRIPS_RATE" -v rq="$requesters" '{
          for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
          if (n <= 0) { printf "%s,%s,%s,%s,0,NA,NA,%d\n", round, tool, rate, rq, v["connections"]; exit }
          printf "%s,%s,%s,%s,%d,%.3f,%.0f,%d\n", round, tool, rate, rq, n, v["round_trips"] / n,
            v["bytes_to_client"] / n, v["connections"]
        }' "$dir/proxy.txt" >>"$TRIPS_CSV"
    done
  fi
done

report

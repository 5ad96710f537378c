# Shared helpers for the bench/ scripts. Source it; it defines functions only and changes nothing
# until they are called. Needs bash, awk and Linux /proc.

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PROJECT_DIR="$(cd "$BENCH_DIR/.." && pwd)"
CLK_TCK="$(getconf CLK_TCK 2>/dev/null || echo 100)"

die() {
  echo "error: $*" >&2
  exit 1
}

note() {
  printf '%s\n' "$*" >&2
}

# Builds the driver if bin/linkbench has no jar to run: nothing to do in the unpacked
# distribution (its lib/ holds the jar) or in a built source checkout.
ensure_built() {
  if ls "$PROJECT_DIR"/lib/linkbenchx-*.jar >/dev/null 2>&1; then
    return 0
  fi
  if [ ! -f "$PROJECT_DIR/target/linkbenchx.jar" ]; then
    note "Building the driver (mvn -q package -DskipTests)"
    (cd "$PROJECT_DIR" && mvn -q -B package -DskipTests) || die "build failed"
  fi
}

# A fresh output directory for one script run: $1 = given directory or "" (then a dated one under
# bench/results/).
make_out_dir() {
  local dir="$1" name="$2"
  if [ -z "$dir" ]; then
    dir="$BENCH_DIR/results/$name-$(date +%Y%m%d-%H%M%S)"
  fi
  mkdir -p "$dir" || die "cannot create $dir"
  (cd "$dir" && pwd)
}

# CPU seconds (user + system) used so far by process $1, from /proc/PID/stat; empty if it is gone.
proc_cpu_seconds() {
  local stat rest
  read -r stat 2>/dev/null <"/proc/$1/stat" || return 0
  rest="${stat##*) }"
  # After the command name: field 14 (utime) and 15 (stime) of stat(5) are items 12 and 13 here.
  # shellcheck disable=SC2086
  set -- $rest
  awk -v u="${12}" -v s="${13}" -v hz="$CLK_TCK" 'BEGIN { printf "%.3f", (u + s) / hz }'
}

# Busy CPU ticks of the whole machine so far (all CPUs; everything but idle and iowait).
machine_busy_ticks() {
  local label user nice system idle iowait irq softirq steal rest
  read -r label user nice system idle iowait irq softirq steal rest </proc/stat
  echo $((user + nice + system + irq + softirq + steal))
}

# Writes one line per thread of process $1 to stdout: "tid<TAB>name<TAB>cpu_ticks".
proc_thread_ticks() {
  local task stat name rest
  for task in /proc/"$1"/task/*; do
    read -r stat 2>/dev/null <"$task/stat" || continue
    name="${stat#*(}"
    name="${name%) *}"
    rest="${stat##*) }"
    # shellcheck disable=SC2086
    set -- $rest
    printf '%s\t%s\t%s\n' "${task##*/}" "$name" "$(( ${12} + ${13} ))"
  done
}

# Runs bin/linkbench with the given arguments in the background and measures it.
#   run_driver DIR START_PATTERN ARGS...
# Output: DIR/run.log (stdout+stderr), DIR/exit (status), DIR/machine_at_{start,end} (machine busy
# ticks and time, for other_cores), DIR/cpu_total (user+sys seconds of the
# whole JVM, exact, from the shell's accounting of its waited-for child), DIR/cpu_at_start (CPU
# seconds of the JVM when START_PATTERN first appeared in the log; empty if it never did), and
# DIR/rss_peak_kb (the JVM's peak resident set, KB, sampled every 0.5 s),
# DIR/threads.tsv (per-thread CPU ticks at START_PATTERN and last seen afterwards, sampled every
# 0.5 s, for an approximate breakdown), DIR/interval_cpu.txt (JVM CPU seconds and event count at
# each request-phase interval report, for steady_state).
run_driver() {
  local dir="$1" pattern="$2"
  shift 2
  # The run's results folder(s) go with the rest of its raw material.
  run_measured "$dir" "$pattern" "$PROJECT_DIR/bin/linkbench" "$@" --results "$dir/results"
}

# run_driver for any command: run_measured DIR START_PATTERN COMMAND ARGS... (the same files in DIR;
# interval reports are lines with "]: Events: N, ... throughput: X", which LinkBenchX prints alike).
run_measured() {
  local dir="$1" pattern="$2"
  shift 2
  : >"$dir/run.log"
  rm -f "$dir/exit" "$dir/pid" "$dir/times" "$dir/cpu_at_start" "$dir/machine_at_start" "$dir/machine_at_end" \
    "$dir/rss_peak_kb"
  rm -rf "$dir/results"
  : >"$dir/interval_cpu.txt"
  (
    "$@" >"$dir/run.log" 2>&1 &
    echo $! >"$dir/pid"
    wait $!
    echo $? >"$dir/exit"
    times >"$dir/times"
  ) &
  local runner=$!
  local pid="" line partial="" started=0 polls=0 start_time=""
  while [ -z "$pid" ] && kill -0 "$runner" 2>/dev/null; do
    [ -s "$dir/pid" ] && pid="$(cat "$dir/pid")"
    [ -z "$pid" ] && sleep 0.02
  done
  declare -A first_ticks=() last_ticks=() names=()
  exec 9<"$dir/run.log"
  while kill -0 "$runner" 2>/dev/null; do
    # Reads new complete lines only; a partial last line is kept for the next round.
    while IFS= read -r line <&9 || { partial+="$line"; false; }; do
      line="$partial$line"
      partial=""
      if [ "$started" -eq 0 ] && [[ "$line" == *"$pattern"* ]]; then
        proc_cpu_seconds "$pid" >"$dir/cpu_at_start"
        echo "$(machine_busy_ticks) $EPOCHREALTIME" >"$dir/machine_at_start"
        start_time=$EPOCHREALTIME
        local tid name ticks
        while IFS=$'\t' read -r tid name ticks; do
          first_ticks[$tid]=$ticks
          last_ticks[$tid]=$ticks
          names[$tid]=$name
        done < <(proc_thread_ticks "$pid")
        started=1
      elif [ "$started" -eq 1 ] && [[ "$line" == *"]: Events: "* ]]; then
        # Request-phase interval report: JVM CPU now, the interval's events and throughput (the
        # driver divides by the interval's exact length), and seconds since the start pattern.
        # A report printed as the JVM exits has no CPU reading left to pair with it: not written.
        local events="${line#*]: Events: }" throughput="${line#*throughput: }" cpu_now
        cpu_now=$(proc_cpu_seconds "$pid")
        if [ -n "$cpu_now" ]; then
          echo "$cpu_now ${events%%,*} ${throughput%% *}" \
            "$(awk -v a="$start_time" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')" \
            >>"$dir/interval_cpu.txt"
        fi
      fi
    done
    if [ $((polls % 5)) -eq 0 ]; then
      # The kernel's high-water mark of the JVM's resident set; the last read is the run's peak.
      awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" >"$dir/rss_peak_kb.next" 2>/dev/null \
        && [ -s "$dir/rss_peak_kb.next" ] && mv "$dir/rss_peak_kb.next" "$dir/rss_peak_kb"
    fi
    if [ "$started" -eq 1 ] && [ $((polls % 5)) -eq 0 ]; then
      local tid name ticks
      while IFS=$'\t' read -r tid name ticks; do
        last_ticks[$tid]=$ticks
        names[$tid]=$name
      done < <(proc_thread_ticks "$pid")
    fi
    polls=$((polls + 1))
    sleep 0.1
  done
  exec 9<&-
  wait "$runner"
  echo "$(machine_busy_ticks) $EPOCHREALTIME" >"$dir/machine_at_end"
  local tid
  : >"$dir/threads.tsv"
  for tid in "${!last_ticks[@]}"; do
    printf '%s\t%s\t%s\t%s\n' "$tid" "${names[$tid]}" "${first_ticks[$tid]:-0}" "${last_ticks[$tid]}" \
      >>"$dir/threads.tsv"
  done
  # `times` prints the shell's own times, then its children's: "0m11.540s 0m4.900s".
  awk 'NR == 2 {
         n = split($0, parts, " ")
         total = 0
         for (i = 1; i <= n; i++) {
           split(parts[i], ms, "m"); sub("s", "", ms[2]); total += ms[1] * 60 + ms[2]
         }
         printf "%.3f\n", total
       }' "$dir/times" >"$dir/cpu_total"
  [ -s "$dir/cpu_at_start" ] || : >"$dir/cpu_at_start"
  return "$(cat "$dir/exit" 2>/dev/null || echo 1)"
}

# CPU seconds the JVM of a run_driver DIR used from its start pattern to its exit.
phase_cpu_seconds() {
  local dir="$1"
  local start total
  start="$(cat "$dir/cpu_at_start")"
  total="$(cat "$dir/cpu_total")"
  [ -n "$start" ] || start=0
  awk -v t="$total" -v s="$start" 'BEGIN { printf "%.3f", t - s }'
}

# Cores used by other processes while a run_driver DIR was in its phase: machine busy CPU minus the
# JVM's, over the wall time from the start pattern to exit. A noise gauge for shared machines.
other_cores() {
  local dir="$1"
  [ -s "$dir/machine_at_start" ] || { echo "NA"; return; }
  awk -v hz="$CLK_TCK" -v own="$(phase_cpu_seconds "$dir")" '
    FNR == 1 && NR == 1 { b0 = $1; t0 = $2 }
    FNR == 1 && NR == 2 { b1 = $1; t1 = $2 }
    END { wall = t1 - t0; if (wall <= 0) { print "NA"; exit } v = ((b1 - b0) / hz - own) / wall; printf "%.2f", (v < 0 ? 0 : v) }
  ' "$dir/machine_at_start" "$dir/machine_at_end"
}

# Steady state of a run_driver DIR whose request phase ran MAXTIME seconds: the interval reports
# after the first one (JIT compilation, class loading) that came before the end of generation
# (so none holds the drain of the last events). Prints "events_per_s cpu_us_per_event": completed
# events over the intervals' exact lengths, and JVM CPU over those intervals per event. "NA NA"
# without such an interval.
#   steady_state DIR MAXTIME
steady_state() {
  awk -v maxtime="$2" '$2 > 0 { n++; cpu[n] = $1; ev[n] = $2; tput[n] = $3; at[n] = $4 }
    END {
      events = 0; seconds = 0; last = 0
      for (i = 2; i <= n; i++) {
        if (at[i] > maxtime - 0.5 || tput[i] <= 0) break
        events += ev[i]; seconds += ev[i] / tput[i]; last = i
      }
      if (last == 0) { print "NA NA"; exit }
      printf "%.0f %.3f\n", events / seconds, (cpu[last] - cpu[1]) / events * 1e6
    }' "$1/interval_cpu.txt"
}

# Approximate per-role CPU seconds of a run_driver DIR (from threads.tsv), as
# "generator=X requesters=Y main=Z gc=G jit=J other=O" (main also reports). Threads that end are
# counted up to their last sample, so the parts may add up to a little less than the total.
thread_breakdown() {
  awk -F'\t' -v hz="$CLK_TCK" '
    {
      used = ($4 - $3) / hz
      if ($2 ~ /^Event Generat/) role = "generator"
      else if ($2 ~ /^Thread-[0-9]+$/) role = "requesters" # the names LinkBenchX gave them
      else if ($2 == "main" || $2 == "java") role = "main"
      else if ($2 ~ /^(GC Thread|G1 |VM Thread|VM Periodic)/) role = "gc"
      else if ($2 ~ /^C[12] Compiler/) role = "jit"
      else role = "other"
      cpu[role] += used
    }
    END {
      printf "generator=%.2f requesters=%.2f main=%.2f gc=%.2f jit=%.2f other=%.2f\n",
        cpu["generator"], cpu["requesters"], cpu["main"], cpu["gc"], cpu["jit"], cpu["other"]
    }' "$1/threads.tsv"
}

# The value after "KEY = " (or "KEY: ") on the last log line matching PATTERN.
#   log_value FILE PATTERN KEY
log_value() {
  awk -v pat="$2" -v key="$3" '
    index($0, pat) { line = $0 }
    END {
      n = index(line, key " = ")
      if (n == 0) { n = index(line, key ": "); skip = length(key) + 2 } else skip = length(key) + 3
      if (n == 0) exit
      rest = substr(line, n + skip)
      match(rest, /^-?[0-9.]+/)
      print substr(rest, RSTART, RLENGTH)
    }' "$1"
}

# Fields of the final REQUEST PHASE COMPLETED line: "requests seconds per_second".
request_completed() {
  awk '/REQUEST PHASE COMPLETED\./ {
         for (i = 1; i <= NF; i++) {
           if ($i == "requests" && $(i + 1) == "done") req = $(i - 1)
           if ($i == "seconds.") sec = $(i - 1)
           if ($i == "Requests/second") rate = $(i + 2)
         }
       }
       END { if (req != "") print req, sec, rate }' "$1"
}

# From a --csvstats file: "OP p50_ms p99_ms p999_ms count" of metric (response by default).
csvstats_row() {
  awk -F, -v op="$2" -v metric="${3:-response}" '
    NR > 1 && $1 == op && $16 == metric { print $1, $5, $11, $15, $2 }' "$1" | tail -1
}

# Successful plus failed operations recorded in the histograms of a --csvstats file.
csvstats_recorded() {
  awk -F, 'NR > 1 && ($16 == "response" || $16 == "failed_response") { n += $2 } END { print n + 0 }' "$1"
}

# Longest response time (ms) of any operation, successful or failed, in a --csvstats file.
csvstats_max_ms() {
  awk -F, 'NR > 1 && ($16 == "response" || $16 == "failed_response") && $13 > m { m = $13 } END { print m + 0 }' "$1"
}

# Prints "a / b" to 4 decimals (0 when b is 0).
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "0"; else printf "%.4f", a / b }'
}

# MySQL client command for the given connection (password from MYSQL_PWD, never on the command line).
mysql_client() {
  local client
  client="$(command -v mariadb || command -v mysql)" || die "no mysql/mariadb client on PATH"
  "$client" --protocol=tcp -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" "$@"
}

# Drops and recreates database $1 with the project's schema.
create_schema() {
  local db="$1"
  mysql_client -e "DROP DATABASE IF EXISTS \`$db\`; CREATE DATABASE \`$db\`" || die "cannot create database $db"
  mysql_client "$db" <"$PROJECT_DIR/sql/create_innodb.sql" || die "cannot create the schema in $db"
}

# Waits (at most 60 s) until InnoDB has written back the dirty pages of whatever ran before, so a
# timed write does not pay for the previous one's flushing: until at most 1% of the buffer pool is
# dirty, or the count has not fallen for 3 s (idle flushing can leave a few percent for minutes).
mysql_quiesce() {
  local dirty total previous=-1 still=0 waited
  for waited in $(seq 0 60); do
    read -r dirty total < <(mysql_client -N -e "SELECT
        SUM(IF(VARIABLE_NAME = 'INNODB_BUFFER_POOL_PAGES_DIRTY', VARIABLE_VALUE, 0)),
        SUM(IF(VARIABLE_NAME = 'INNODB_BUFFER_POOL_PAGES_TOTAL', VARIABLE_VALUE, 0))
      FROM information_schema.GLOBAL_STATUS") || die "cannot read InnoDB's dirty pages"
    if [ "$((dirty * 100))" -le "$total" ]; then
      break
    fi
    if [ "$previous" -ge 0 ] && [ "$dirty" -ge "$previous" ]; then
      still=$((still + 1))
      [ "$still" -ge 3 ] && break
    else
      still=0
    fi
    previous="$dirty"
    sleep 1
  done
}

# CPU ticks (1/100 s) the database server $1 (mysql or pgsql) at host $2 has used so far, or NA
# when that is not a server on this machine. PostgreSQL runs a process per connection: the live
# ones plus what the postmaster collected from those that ended (its children's time).
server_cpu_ticks() {
  local pid pids
  case "$2" in
    127.0.0.1|localhost|::1) ;;
    *) echo NA; return ;;
  esac
  case "$1" in
    mysql)
      pid="$(pgrep -x mariadbd || pgrep -x mysqld || true)"
      pid="${pid%%$'\n'*}"
      [ -n "$pid" ] && awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo NA ;;
    pgsql)
      pid="$(pgrep -o -x postgres || true)"
      pids="$(pgrep -x postgres | tr '\n' ' ' || true)"
      if [ -z "$pid" ]; then
        echo NA
        return
      fi
      # shellcheck disable=SC2086 # a list of pids, one file each
      (cd /proc && cat $(printf '%s/stat ' $pids) 2>/dev/null) \
        | awk -v postmaster="$pid" '{ ticks += $14 + $15; if ($1 == postmaster) ticks += $16 + $17 } END { print ticks + 0 }' ;;
    *) echo NA ;;
  esac
}

# Seconds of server CPU between two server_cpu_ticks readings, or NA.
server_cpu_seconds() {
  if [ "$1" = NA ] || [ "$2" = NA ]; then
    echo NA
  else
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 100 }'
  fi
}

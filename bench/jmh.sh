#!/usr/bin/env bash
# JMH micro-benchmarks of the driver's hot paths (bench/jmh/, a separate Maven module): access
# distribution draws (Zipf, empirical, id shuffler), the Poisson schedule, payload generation,
# histogram recording and the generator-to-requester queue hand-off. Builds what it needs: installs
# the driver jar into the local Maven repository (mvn install -DskipTests at the root), then builds
# the module (JMH 1.37 from Maven Central) and runs it briefly.
#
#   bench/jmh.sh [--no-install] [--full] [--out DIR] [REGEX]
#
# --no-install reuses the driver jar already installed; --full uses JMH's default (long) iteration
# settings instead of the brief ones (2 x 1 s warmup, 3 x 1 s measurement, 1 fork); REGEX selects
# benchmarks. Results in ns/op (lower is better).
#
# Last line: BENCH jmh <benchmark>_ns=<score> ...
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

INSTALL=1
BRIEF=(-wi 2 -w 1s -i 3 -r 1s -f 1)
OUT=""
PATTERN=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-install) INSTALL=0; shift ;;
    --full) BRIEF=(); shift ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) PATTERN="$1"; shift ;;
  esac
done

OUT="$(make_out_dir "$OUT" jmh)"
cd "$PROJECT_DIR"
if [ "$INSTALL" -eq 1 ]; then
  note "Installing the driver jar (mvn -q install -DskipTests)"
  mvn -q -B install -DskipTests || die "driver build failed"
fi
note "Building bench/jmh"
mvn -q -B -f bench/jmh/pom.xml package || die "JMH module build failed"

classpath="bench/jmh/target/classes:$(cat bench/jmh/target/classpath.txt)"
# shellcheck disable=SC2086
java -cp "$classpath" org.openjdk.jmh.Main "${BRIEF[@]}" -rf csv -rff "$OUT/jmh.csv" ${PATTERN:+"$PATTERN"} \
  | tee "$OUT/jmh.log"

echo
echo "JMH results ($(nproc) cores; ns per operation; brief settings unless --full):"
awk -F, 'NR > 1 {
    gsub(/"/, "")
    name = $1; sub(/^com\.linkbenchx\./, "", name)
    printf "  %-62s %12.2f +- %8.2f %s\n", name, $5, $6, $7
  }' "$OUT/jmh.csv"
line="$(awk -F, 'NR > 1 {
    gsub(/"/, "")
    name = $1; sub(/.*\./, "", name)
    if ($1 ~ /QueueHandoffBenchmark\.producerConsumer:/) { name = $1; sub(/.*producerConsumer:/, "handoff_", name) }
    printf " %s_ns=%.2f", name, $5
  }' "$OUT/jmh.csv")"
echo "Results: $OUT/jmh.csv"
echo "BENCH jmh$line"

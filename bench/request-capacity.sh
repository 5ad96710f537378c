#!/usr/bin/env bash
# Request-phase driver capacity against the no-op store (shipped mix, 20 requesters).
# Usage, from anywhere: bench/request-capacity.sh [seconds-per-rate] [rate ...]
#   e.g. bench/request-capacity.sh 10 10000 50000 100000 200000 500000
# Set REQUESTERS to change the pool size. Needs a JDK 17 and Maven (offline is fine once built).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt
exec java -Xms1g -Xmx1g -Drequesters="${REQUESTERS:-20}" \
  -cp "target/classes:$(cat target/bench-classpath.txt)" bench/RequestCapacity.java "$@"

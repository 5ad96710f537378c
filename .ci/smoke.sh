#!/usr/bin/env bash
# Smoke checks of what users run: bin/linkbench from the checkout and from the unpacked tarball.
set -euo pipefail
cd "$(dirname "$0")/.."

mvn -B -ntp -q package -DskipTests

set +e
out=$(bin/linkbench 2>&1); status=$?
set -e
grep -q "Did not select benchmark mode" <<<"$out" || { echo "missing mode message"; echo "$out"; exit 1; }
[ "$status" -eq 1 ] || { echo "bin/linkbench without arguments exited $status, expected 1"; exit 1; }

dist=$(mktemp -d)
trap 'rm -rf "$dist"' EXIT
tar -xzf target/linkbenchx-*.tar.gz -C "$dist"
home=$(echo "$dist"/linkbenchx-*)
(cd "$dist" && "$home/bin/linkbench" -c "$home/config/LinkConfigMemory.properties" -l -D maxid1=2001 \
   -D nlinks_func=const -D nlinks_config=1 -D nlinks_default=3) 2>&1 | tee "$dist/load.log" | tail -3
grep -q "LOAD PHASE COMPLETED.  Loaded 2000 nodes (Expected 2000). Loaded 8000 links" "$dist/load.log" \
  || { echo "tarball load did not complete as expected"; exit 1; }
"$home/bin/linkbench" --help | grep -q "docs/CONFIG.md" || { echo "--help does not point to docs/CONFIG.md"; exit 1; }
[ -x "$home/bench/rate-sweep.sh" ] && [ -f "$home/bench/lib/common.sh" ] || { echo "tarball lacks bench/"; exit 1; }
if grep -q "mvn" "$home/README.md"; then echo "the tarball's README asks for Maven"; exit 1; fi
(cd "$dist" && "$home/bin/linkbench" -c config/LinkConfigMemory.properties -r -D requesters=0) 2>&1 \
  | grep -q "Plan: request on in-memory store" || { echo "-c config/... not found in the installation"; exit 1; }
runs=$(mktemp -d)
trap 'rm -rf "$dist" "$runs"' EXIT
# Two coordinated processes load and then run requests against the CI's MariaDB (the in-memory store
# lives in one JVM, so a shared graph needs a database); the tables start empty.
mariadb --protocol=socket -uroot linkbench_unittestdb_s1 -e "DROP TABLE IF EXISTS linktable, counttable, nodetable"
bin/linkbench-drivers 2 --results "$runs/two" --start-in 15 -c config/LinkConfigMysql.properties \
  -D host=127.0.0.1 -D user=linkbench -D password=linkbench -D dbid=linkbench_unittestdb_s1 -D create_tables=true \
  -l -r -D maxid1=2001 -D requestrate=200 -D requesters=2 -D maxtime=5 >"$runs/launcher.log" 2>&1 \
  || { cat "$runs/launcher.log"; echo "bin/linkbench-drivers failed"; exit 1; }
grep -q '"target_rate_per_s" : 200' "$runs/two/merged/request/summary.json" \
  || { echo "bin/linkbench-drivers did not merge the two processes' results"; exit 1; }
echo "smoke checks passed"

#!/usr/bin/env bash
# Runs README.md's server commands exactly as a user pastes them: each fenced block after a line
# `<!-- ci: NAME ... -->` (NAME mysql or pgsql) runs in bash from the project root, after the objects
# the block creates are removed, so the server looks as a stock one would to a first-time user.
#   .ci/readme-commands.sh [NAME ...]   (default: every marked block)
# Needs root, sudo, the local servers of .ci/setup-*.sh, and a built launcher (mvn package).
# Leaves the README's database and user behind; the setup scripts restore the test suites' objects
# (the PostgreSQL role linkbench owns the test database, so removing it drops that database too).
set -euo pipefail
cd "$(dirname "$0")/.."

block() {  # the fenced block after the marker line for $1
  awk -v name="$1" '
    $0 ~ "^<!-- ci: " name "[ ]" { marked = 1; next }
    marked && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }
  ' README.md
}

reset_mysql() {
  mysql --protocol=socket -uroot -e "DROP DATABASE IF EXISTS linkdb;
    DROP USER IF EXISTS 'linkbench'@'localhost', 'linkbench'@'127.0.0.1'"
}

reset_pgsql() {
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 \
    -c "DROP DATABASE IF EXISTS linkbench" \
    -c "DROP DATABASE IF EXISTS linkbench_unittestdb" \
    -c "DROP ROLE IF EXISTS linkbench"
}

names=("$@")
[ ${#names[@]} -gt 0 ] || names=(mysql pgsql)
for name in "${names[@]}"; do
  commands=$(block "$name")
  [ -n "$commands" ] || { echo "README.md has no block marked '<!-- ci: $name'"; exit 1; }
  "reset_$name"
  echo "--- README block '$name':"
  echo "$commands"
  log=$(mktemp)
  if ! (set -euo pipefail; eval "$commands") >"$log" 2>&1; then
    tail -40 "$log"
    echo "README block '$name' failed as pasted"
    exit 1
  fi
  grep -E 'LOAD PHASE COMPLETED|REQUEST PHASE COMPLETED|VERIFY' "$log" || true
  rm -f "$log" out.csv
done
echo "README commands passed as pasted: ${names[*]}"

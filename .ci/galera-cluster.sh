#!/usr/bin/env bash
# A three-node MariaDB Galera cluster on loopback, from private data directories, for the
# cluster tests (mvn test -P galera-test) and bench/galera-drivers.sh. It never touches the
# system server on 3306 nor /etc/mysql: every node has its own --defaults-file, data directory,
# socket and ports.
#
#   .ci/galera-cluster.sh start        fresh cluster (wipes the directory), nodes Synced, user created
#   .ci/galera-cluster.sh start stock  the same with Galera's stock wsrep_auto_increment_control=ON
#                                      (each node steps AUTO_INCREMENT by the cluster size)
#   .ci/galera-cluster.sh stop         stops the proxy and every node (joiners first)
#   .ci/galera-cluster.sh status       one line per node; exit 0 when all three are Synced
#   .ci/galera-cluster.sh kill N       SIGKILL node N (a crash)
#   .ci/galera-cluster.sh restart N    starts node N again; it rejoins and resynchronises
#   .ci/galera-cluster.sh available    exit 0 when MariaDB and the Galera library are installed
#   .ci/galera-cluster.sh pids         the running nodes' process ids, one a line
#   .ci/galera-cluster.sh proxy start  HAProxy on 127.0.0.1:4400, round-robin over the three nodes
#   .ci/galera-cluster.sh proxy stop   stops it
#   .ci/galera-cluster.sh proxy available   exit 0 when HAProxy is installed
#
# Node n listens on 127.0.0.1:(4405+n) for SQL (4406, 4407, 4408); group communication, IST and
# SST use 4567/4568/4444 plus 10*(n-1). The proxy (Debian's haproxy) passes each new connection
# to the next node that answers its health check (a TCP connect, every second). Login: user linkbench, password linkbench (all privileges),
# or root through the node's socket. Environment: GALERA_DIR (default target/galera in the
# checkout, or /var/tmp/linkbenchx-galera when the nodes' user cannot reach it), GALERA_PROVIDER
# (default /usr/lib/galera/libgalera_smm.so).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BASE="${GALERA_DIR:-$ROOT/target/galera}"
# As root the nodes run as mysql, which must reach the directory (a checkout under /root is closed
# to it): then the nodes live under /var/tmp instead.
if [ -z "${GALERA_DIR:-}" ] && [ "$(id -u)" -eq 0 ] && id mysql >/dev/null 2>&1; then
  mkdir -p "$ROOT/target"
  if ! runuser -u mysql -- test -x "$ROOT/target" 2>/dev/null; then
    BASE=/var/tmp/linkbenchx-galera
  fi
fi
PROVIDER="${GALERA_PROVIDER:-/usr/lib/galera/libgalera_smm.so}"
NODES=3
CLUSTER=linkbench_test
USER_NAME=linkbench
USER_PASSWORD=linkbench
PROXY_PORT=4400
# Galera's stock setting steps AUTO_INCREMENT on every node; the test cluster turns that off.
AUTO_INCREMENT_CONTROL=OFF

sql_port() { echo $((4405 + $1)); }
offset() { echo $((($1 - 1) * 10)); }
cnf() { echo "$BASE/n$1/my.cnf"; }
pid_of() { cat "$BASE/n$1/mariadbd.pid" 2>/dev/null || true; }
alive() { local pid; pid=$(pid_of "$1"); [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; }
client() { local n=$1; shift; mariadb --defaults-file="$(cnf "$n")" -N -B "$@"; }
state() { client "$1" -e "SHOW STATUS LIKE 'wsrep_local_state_comment'" 2>/dev/null | cut -f2; }
size() { client "$1" -e "SHOW STATUS LIKE 'wsrep_cluster_size'" 2>/dev/null | cut -f2; }

available() {
  command -v mariadbd >/dev/null 2>&1 && command -v mariadb-install-db >/dev/null 2>&1 \
    && [ -f "$PROVIDER" ] && command -v rsync >/dev/null 2>&1
}

# As root the nodes run as mysql (as root, the rsync SST daemon would drop to nobody and the
# joiner could not write its data directory); otherwise as the calling user.
run_user() {
  if [ "$(id -u)" -eq 0 ]; then echo mysql; else id -un; fi
}

write_cnf() {
  local n=$1 dir="$BASE/n$1" off
  off=$(offset "$n")
  mkdir -p "$dir/data" "$dir/tmp"
  cat >"$(cnf "$n")" <<EOF
[mariadbd]
user=$(run_user)
datadir=$dir/data
tmpdir=$dir/tmp
socket=$dir/mariadbd.sock
pid-file=$dir/mariadbd.pid
log-error=$dir/error.log
port=$(sql_port "$n")
bind-address=127.0.0.1
skip-name-resolve
binlog_format=ROW
innodb_autoinc_lock_mode=2
default_storage_engine=InnoDB
innodb_buffer_pool_size=128M
innodb_log_file_size=32M
innodb_flush_log_at_trx_commit=2
max_connections=500
wsrep_on=ON
# OFF (the test cluster): concurrent inserts of new nodes on several nodes allocate the same ids
# and are resolved by certification, or by a duplicate key when the other node's row was applied
# first: both are conflicts, retried, and counted by the tests. ON (start stock, Galera's default):
# each node steps AUTO_INCREMENT by the cluster size; the load writes its nodes' ids itself.
wsrep_auto_increment_control=$AUTO_INCREMENT_CONTROL
wsrep_provider=$PROVIDER
wsrep_cluster_name=$CLUSTER
wsrep_cluster_address=gcomm://127.0.0.1:4567,127.0.0.1:4577,127.0.0.1:4587
wsrep_node_address=127.0.0.1
wsrep_node_name=node$n
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:$((4444 + off))
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$((4567 + off));ist.recv_addr=127.0.0.1:$((4568 + off));gcache.size=64M"

[client]
socket=$dir/mariadbd.sock
user=root
EOF
}

wait_synced() {
  local n=$1 seconds=${2:-120}
  for _ in $(seq 1 $((seconds * 2))); do
    if ! alive "$n"; then
      echo "node $n exited while starting; last lines of $BASE/n$n/error.log:" >&2
      tail -n 15 "$BASE/n$n/error.log" >&2 || true
      return 1
    fi
    [ "$(state "$n")" = "Synced" ] && return 0
    sleep 0.5
  done
  echo "node $n not Synced after $seconds s (state: $(state "$n"))" >&2
  return 1
}

start_node() {
  local n=$1; shift
  if alive "$n"; then
    echo "node $n already running (pid $(pid_of "$n"))"
    return 0
  fi
  [ "$(id -u)" -eq 0 ] && chown -R mysql:mysql "$BASE/n$n"
  rm -f "$BASE/n$n/mariadbd.pid"
  nohup mariadbd --defaults-file="$(cnf "$n")" "$@" >/dev/null 2>&1 &
  for _ in $(seq 1 60); do
    [ -n "$(pid_of "$n")" ] && break
    sleep 0.5
  done
  wait_synced "$n"
}

stop_node() {
  local n=$1 pid
  pid=$(pid_of "$n")
  if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then
    return 0
  fi
  kill -TERM "$pid"
  for _ in $(seq 1 120); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.5
  done
  echo "node $n (pid $pid) did not stop within 60 s: killing it" >&2
  kill -KILL "$pid" 2>/dev/null || true
}

proxy_dir() { echo "$BASE/proxy"; }
proxy_pid() { cat "$(proxy_dir)/haproxy.pid" 2>/dev/null || true; }
proxy_alive() { local pid; pid=$(proxy_pid); [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; }

proxy_start() {
  command -v haproxy >/dev/null 2>&1 || { echo "HAProxy is not installed (Debian package haproxy)" >&2; exit 2; }
  if proxy_alive; then
    echo "proxy already running (pid $(proxy_pid))"
    return 0
  fi
  local dir n
  dir=$(proxy_dir)
  mkdir -p "$dir"
  {
    cat <<EOF
global
  maxconn 4000
defaults
  mode tcp
  timeout connect 2s
  timeout client 1h
  timeout server 1h
  # A connection refused by a dead node is passed on to the next one.
  retries 2
  option redispatch
listen galera
  bind 127.0.0.1:$PROXY_PORT
  balance roundrobin
EOF
    for n in $(seq 1 $NODES); do
      echo "  server node$n 127.0.0.1:$(sql_port "$n") check inter 1s fall 2 rise 2"
    done
  } >"$dir/haproxy.cfg"
  haproxy -f "$dir/haproxy.cfg" -D -p "$dir/haproxy.pid" || { echo "HAProxy did not start" >&2; exit 1; }
  for _ in $(seq 1 20); do
    proxy_alive && mariadb --no-defaults -h 127.0.0.1 -P "$PROXY_PORT" --protocol=tcp -u "$USER_NAME" \
      -p"$USER_PASSWORD" -N -B -e 'SELECT 1' >/dev/null 2>&1 \
      && { echo "HAProxy on 127.0.0.1:$PROXY_PORT, round-robin over the $NODES nodes"; return 0; }
    sleep 0.5
  done
  echo "HAProxy on 127.0.0.1:$PROXY_PORT does not reach the nodes" >&2
  exit 1
}

proxy_stop() {
  local pid
  pid=$(proxy_pid)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    echo "HAProxy stopped"
  fi
  rm -f "$(proxy_dir)/haproxy.pid"
}

cmd_start() {
  [ "${1:-}" = stock ] && AUTO_INCREMENT_CONTROL=ON
  available || { echo "Galera is not installed (need mariadbd, mariadb-install-db, rsync and $PROVIDER)" >&2; exit 2; }
  cmd_stop >/dev/null
  rm -rf "$BASE"
  mkdir -p "$BASE"
  for n in $(seq 1 $NODES); do write_cnf "$n"; done
  [ "$(id -u)" -eq 0 ] && chown -R mysql:mysql "$BASE"
  local started=$SECONDS
  mariadb-install-db --defaults-file="$(cnf 1)" --auth-root-authentication-method=normal --skip-test-db \
    >"$BASE/n1/install.log" 2>&1 || { cat "$BASE/n1/install.log" >&2; exit 1; }
  start_node 1 --wsrep-new-cluster
  client 1 <<SQL
CREATE USER IF NOT EXISTS '$USER_NAME'@'%' IDENTIFIED BY '$USER_PASSWORD';
CREATE USER IF NOT EXISTS '$USER_NAME'@'localhost' IDENTIFIED BY '$USER_PASSWORD';
GRANT ALL PRIVILEGES ON *.* TO '$USER_NAME'@'%';
GRANT ALL PRIVILEGES ON *.* TO '$USER_NAME'@'localhost';
SQL
  # Joiners start together: each receives the data by SST, from node 1 or from the other joiner.
  local pids=()
  for n in $(seq 2 $NODES); do start_node "$n" & pids+=($!); done
  for pid in "${pids[@]}"; do wait "$pid" || exit 1; done
  local cluster
  cluster=$(size 1)
  [ "$cluster" = "$NODES" ] || { echo "cluster size is $cluster, expected $NODES" >&2; exit 1; }
  echo "Galera cluster of $NODES nodes Synced on 127.0.0.1:$(sql_port 1),$(sql_port 2),$(sql_port 3)" \
    "in $((SECONDS - started)) s, wsrep_auto_increment_control=$AUTO_INCREMENT_CONTROL ($BASE)"
}

cmd_stop() {
  proxy_stop
  for n in $(seq $NODES -1 1); do stop_node "$n"; done
  echo "Galera cluster stopped"
}

cmd_status() {
  local ok=0
  for n in $(seq 1 $NODES); do
    if alive "$n"; then
      echo "node $n: pid $(pid_of "$n"), port $(sql_port "$n"), $(state "$n"), cluster size $(size "$n")"
      [ "$(state "$n")" = "Synced" ] || ok=1
    else
      echo "node $n: not running"
      ok=1
    fi
  done
  return $ok
}

case "${1:-}" in
  start) cmd_start "${2:-}" ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  available) available ;;
  pids) for n in $(seq 1 $NODES); do alive "$n" && pid_of "$n"; done; true ;;
  kill)
    pid=$(pid_of "${2:?node number}")
    [ -n "$pid" ] && kill -KILL "$pid" && echo "node $2 (pid $pid) killed"
    ;;
  proxy)
    case "${2:-}" in
      start) proxy_start ;;
      stop) proxy_stop ;;
      available) command -v haproxy >/dev/null 2>&1 ;;
      *) echo "usage: $0 proxy start|stop|available" >&2; exit 1 ;;
    esac
    ;;
  restart) start_node "${2:?node number}" && echo "node $2 rejoined: $(state "$2"), cluster size $(size "$2")" ;;
  *) echo "usage: $0 start [stock]|stop|status|kill N|restart N|available|pids|proxy start|stop|available" >&2; exit 1 ;;
esac

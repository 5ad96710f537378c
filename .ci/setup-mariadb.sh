#!/usr/bin/env bash
# Prepares a local MariaDB for the external MySQL adapter tests (mvn -P mysql-test test).
# Idempotent: installs mariadb-server only if mariadbd is missing, starts it only if
# nothing answers on 127.0.0.1:3306, and (re)creates the test user and database.
#   user linkbench / password linkbench, database linkbench_unittestdb (and the sharded test's
#   linkbench_unittestdb_s0 and _s1)
# Needs root (apt-get, start-stop-daemon, socket login as root).
set -euo pipefail

PORT=3306
DB=linkbench_unittestdb
TEST_USER=linkbench
TEST_PASSWORD=linkbench

answers() {
  (exec 3<>/dev/tcp/127.0.0.1/"$PORT") 2>/dev/null
}

if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
  echo "Installing mariadb-server"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq mariadb-server mariadb-client >/dev/null
fi

if ! answers; then
  echo "Starting mariadbd"
  install -d -o mysql -g mysql /run/mysqld
  if [ ! -d /var/lib/mysql/mysql ]; then
    mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  fi
  start-stop-daemon --start --oknodo --background --chuid mysql \
    --exec /usr/sbin/mariadbd -- --user=mysql --bind-address=127.0.0.1 --port="$PORT"
  for _ in $(seq 1 60); do
    answers && break
    sleep 1
  done
  answers || { echo "mariadbd did not start listening on 127.0.0.1:$PORT" >&2; exit 1; }
fi

# Root logs in through the Unix socket (Debian's default unix_socket authentication).
mariadb --protocol=socket -uroot <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB\`;
CREATE USER IF NOT EXISTS '$TEST_USER'@'localhost' IDENTIFIED BY '$TEST_PASSWORD';
CREATE USER IF NOT EXISTS '$TEST_USER'@'127.0.0.1' IDENTIFIED BY '$TEST_PASSWORD';
ALTER USER '$TEST_USER'@'localhost' IDENTIFIED BY '$TEST_PASSWORD';
ALTER USER '$TEST_USER'@'127.0.0.1' IDENTIFIED BY '$TEST_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB\`.* TO '$TEST_USER'@'localhost';
GRANT ALL PRIVILEGES ON \`$DB\`.* TO '$TEST_USER'@'127.0.0.1';
CREATE DATABASE IF NOT EXISTS \`${DB}_s0\`;
CREATE DATABASE IF NOT EXISTS \`${DB}_s1\`;
GRANT ALL PRIVILEGES ON \`${DB}_s0\`.* TO '$TEST_USER'@'localhost';
GRANT ALL PRIVILEGES ON \`${DB}_s0\`.* TO '$TEST_USER'@'127.0.0.1';
GRANT ALL PRIVILEGES ON \`${DB}_s1\`.* TO '$TEST_USER'@'localhost';
GRANT ALL PRIVILEGES ON \`${DB}_s1\`.* TO '$TEST_USER'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL
echo "MariaDB ready on 127.0.0.1:$PORT: user $TEST_USER, database $DB"

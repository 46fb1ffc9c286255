#!/usr/bin/env bash
# Makes sure PostgreSQL and MariaDB answer on 127.0.0.1 with the credentials the tests use
# (postgres/trust on 5432 with a `test` database; root/empty password on 3306 with a `test` database).
# Idempotent: starts what is installed but stopped, installs from Debian what is missing.
set -euo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  local port=$1 name=$2
  for _ in $(seq 1 60); do port_open "$port" && return 0; sleep 1; done
  echo "ci: $name did not open port $port" >&2
  return 1
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# PostgreSQL
if ! port_open 5432; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "ci: installing PostgreSQL"
    apt_install postgresql
    ver=$(ls /etc/postgresql | head -1)
    sed -i 's/^\(local\|host\)\(.*\)\(peer\|scram-sha-256\|md5\)$/\1\2trust/' "/etc/postgresql/$ver/main/pg_hba.conf"
  fi
  echo "ci: starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  wait_port 5432 PostgreSQL
fi
psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname='test'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -c 'create database test' >/dev/null

# MariaDB
if ! port_open 3306; then
  if [ ! -x /usr/sbin/mariadbd ]; then
    echo "ci: installing MariaDB"
    apt_install mariadb-server
  fi
  echo "ci: starting MariaDB"
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql
  wait_port 3306 MariaDB
fi
mariadb -uroot -h127.0.0.1 -e 'create database if not exists test' 2>/dev/null \
  || mariadb -uroot -e "create database if not exists test; alter user 'root'@'localhost' identified via mysql_native_password using password('') or unix_socket" 
echo "ci: PostgreSQL and MariaDB ready"

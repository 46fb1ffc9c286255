#!/usr/bin/env bash
# .ci/firebird.sh — installs (if missing) and starts Firebird 3 for the Firebird driver's tests.
#
# Idempotent: run it as often as you like, as root, on Debian 12 (bookworm). It needs Debian's package
# mirrors only. There is no systemd in our containers, so the server is started by hand through fbguard
# (the Firebird guardian, which restarts the server if it dies) as user `firebird`.
#
# What it leaves behind:
#   * a Firebird 3 server listening on 127.0.0.1:3050 (SuperServer, Srp authentication);
#   * a test directory writable by `firebird`, where test suites create (and drop) their database files;
#   * the connection URL in FIREBIRD_ENV_FILE (default /etc/firebird/3.0/test.env, mode 0600) and on stdout as
#     `export TEST_FIREBIRD_URL=...`, so `.ci/run` can `eval "$(.ci/firebird.sh | grep ^export)"`. The
#     Firebird tests read TEST_FIREBIRD_URL, else that file (packages/agent/src/drivers/firebird/firebird.int.test.ts); they use
#     its server, credentials and directory, and create their own database files there.
#
# Logs go to stderr; stdout carries only the export lines.
#
# URL format understood by packages/agent/src/drivers/firebird/firebird-wire.ts (see that file):
#   firebird://USER:PASSWORD@HOST:PORT/DATABASE[?role=ROLE&encoding=CHARSET&lowercase_keys=true]
# where DATABASE is the path as the *server* sees it: an absolute path keeps its own slash, hence two
# slashes after the port (firebird://SYSDBA:pw@127.0.0.1:3050//var/lib/firebird/3.0/data/test.fdb), or an
# alias from databases.conf (firebird://SYSDBA:pw@127.0.0.1:3050/employee). USER and PASSWORD are
# percent-encoded.
set -euo pipefail

HOST=127.0.0.1
PORT=3050
PASSWORD_FILE=/etc/firebird/3.0/SYSDBA.password
TEST_DIR=${FIREBIRD_TEST_DIR:-/var/lib/firebird/3.0/data/test}
ENV_FILE=${FIREBIRD_ENV_FILE:-/etc/firebird/3.0/test.env}
WAIT_SECONDS=${FIREBIRD_WAIT_SECONDS:-60}

log() { printf '[firebird] %s\n' "$*" >&2; }

if [[ $(id -u) -ne 0 ]]; then
  log "must run as root (installs packages, starts the server as user firebird)"
  exit 1
fi

port_open() {
  # bash's /dev/tcp needs no extra package; the subshell closes the descriptor again.
  (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null
}

# 1. Install. dpkg's status, not the presence of a binary, says whether the package is fully configured.
if ! dpkg-query -W -f='${Status}' firebird3.0-server 2>/dev/null | grep -q 'install ok installed'; then
  log "installing firebird3.0-server"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firebird3.0-server >/dev/null
else
  log "firebird3.0-server already installed"
fi

# 2. Directories. The server process runs as `firebird`: it must own the directory it creates databases in.
install -d -o firebird -g firebird -m 0770 "$TEST_DIR"
# fbguard writes its pid and lock files here; on a fresh container /run may have lost it.
install -d -o firebird -g firebird -m 0770 /run/firebird3.0

# 3. Start, unless something already answers on the port (a previous run, or a service manager).
if port_open; then
  log "already listening on $HOST:$PORT"
else
  log "starting fbguard"
  su -s /bin/sh firebird -c '/usr/sbin/fbguard -daemon -forever'
  for ((i = 0; i < WAIT_SECONDS * 4; i++)); do
    port_open && break
    sleep 0.25
  done
  if ! port_open; then
    log "server did not answer on $HOST:$PORT within ${WAIT_SECONDS}s"
    tail -n 30 /var/log/firebird/firebird3.0.log 2>/dev/null >&2 || true
    exit 1
  fi
  log "listening on $HOST:$PORT"
fi

# 4. Connection facts. The Debian package generates a random SYSDBA password at install.
if [[ ! -r $PASSWORD_FILE ]]; then
  log "no $PASSWORD_FILE: cannot tell the tests the SYSDBA password"
  exit 1
fi
# The file is shell syntax: ISC_USER=sysdba / ISC_PASSWORD="..." (values may be quoted).
password=$(sed -n 's/^ISC_PASSWORD=//p' "$PASSWORD_FILE" | tr -d '"'"'" | head -n 1)
if [[ -z $password ]]; then
  log "no ISC_PASSWORD in $PASSWORD_FILE"
  exit 1
fi

urlencode() {
  local s=$1 out='' c i
  for ((i = 0; i < ${#s}; i++)); do
    c=${s:i:1}
    case $c in
      [A-Za-z0-9._~-]) out+=$c ;;
      *) out+=$(printf '%%%02X' "'$c") ;;
    esac
  done
  printf '%s' "$out"
}

url="firebird://SYSDBA:$(urlencode "$password")@$HOST:$PORT/$TEST_DIR/test.fdb"
umask 077
printf 'TEST_FIREBIRD_URL=%s\nTEST_FIREBIRD_DIR=%s\n' "$url" "$TEST_DIR" >"$ENV_FILE"

log "user SYSDBA, password from $PASSWORD_FILE, test databases in $TEST_DIR, env file $ENV_FILE"
printf 'export TEST_FIREBIRD_URL=%q\n' "$url"
printf 'export TEST_FIREBIRD_DIR=%q\n' "$TEST_DIR"

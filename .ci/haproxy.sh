#!/usr/bin/env bash
# Installs HAProxy from Debian for the load-balancer end-to-end suite (test/e2e/load-balancer.e2e.test.ts).
# Nothing is started here: the suite runs its own HAProxy in the foreground with deploy/haproxy.cfg.
set -euo pipefail
if [ -x /usr/sbin/haproxy ]; then exit 0; fi
echo "ci: installing HAProxy"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
# Debian's package starts a service with its sample configuration on install; the tests do not use it.
if command -v service >/dev/null 2>&1; then service haproxy stop >/dev/null 2>&1 || true; fi

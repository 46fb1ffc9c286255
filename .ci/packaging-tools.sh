#!/usr/bin/env bash
# Installs from Debian what the packed-agent suite (test/e2e/packed-agent.e2e.test.ts) runs besides HAProxy:
# curl and openssl (docs/tls.md's checks, the test certificate), systemd-analyze (the agent's unit is
# verified; systemd is not started), useradd and runuser (the agent runs as its own user), and the compiler
# better-sqlite3 builds with when its prebuilt download is blocked. Idempotent: installs only what is missing.
set -euo pipefail

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need curl curl
need openssl openssl
need systemd-analyze systemd
need useradd passwd
need runuser util-linux
need make make
need g++ g++
need python3 python3

if [ "${#missing[@]}" -gt 0 ]; then
  echo "ci: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

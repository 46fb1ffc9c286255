#!/usr/bin/env bash
# Debian's Chromium for the browser test of /docs (test/browser/docs.browser.test.ts drives it with
# playwright-core at /usr/bin/chromium). Idempotent: does nothing when it is already installed.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium
/usr/bin/chromium --version

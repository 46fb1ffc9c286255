#!/usr/bin/env bash
# The tools the documented examples use (test/docs/examples.test.ts runs them as a reader would): jq and curl,
# and the sqlite3 command line. Idempotent: installs from Debian only what is missing.
set -euo pipefail
missing=()
for tool in jq curl sqlite3; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "ci: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

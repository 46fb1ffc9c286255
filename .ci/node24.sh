#!/usr/bin/env bash
# Node 24 (the current LTS) beside the machine's Node 20, for the second test run of .ci/run. npm's
# `node-linux-<arch>` package is the official binary with its headers (native addons build against them),
# so no download outside the npm registry. Prints the directory; idempotent per major version.
set -euo pipefail
major="${1:-24}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "node${major}.sh: no Node binary package for $(uname -m)" >&2; exit 1 ;;
esac
dir="${NODE_CACHE_DIR:-$HOME/.cache/site-query-gateway}/node${major}-linux-${arch}"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d)"
  (cd "$work" && npm pack --silent "node-linux-${arch}@${major}" >/dev/null && tar xzf node-linux-*.tgz)
  rm -rf "$dir" && mkdir -p "$(dirname "$dir")" && mv "$work/package" "$dir" && rm -rf "$work"
fi
# This npm reads its global settings from its own prefix: give it the machine npm's (a registry CA file, say),
# or it would reach the registry with none of them.
machine_npmrc="$(npm config get globalconfig 2>/dev/null || true)"
if [ -n "$machine_npmrc" ] && [ -f "$machine_npmrc" ] && [ "$machine_npmrc" != "$dir/etc/npmrc" ]; then
  mkdir -p "$dir/etc" && cp "$machine_npmrc" "$dir/etc/npmrc"
fi
echo "$dir"

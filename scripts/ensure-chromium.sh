#!/usr/bin/env bash
# First step of npm test: the browser tests drive Debian's chromium. When it is missing it is installed
# (as root, from Debian's packages); without the rights to, the test run stops at once with the command to run.
set -euo pipefail

browser="${CHROMIUM_PATH:-$(command -v chromium || true)}"
if [ -n "$browser" ] && [ -x "$browser" ]; then
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "The browser tests need Debian's chromium, which is not installed. Install it once with: sudo apt-get install -y chromium" >&2
exit 1

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the Playwright tests.
# (Playwright's own browser download cannot work on these machines.)
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the browser tests: run 'apt-get install -y chromium' as root" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1

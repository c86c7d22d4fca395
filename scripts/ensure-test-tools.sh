#!/usr/bin/env bash
# Makes sure the tools the tests need are installed:
# - Debian's Chromium for the Playwright tests (Playwright's own browser
#   download cannot work on these machines);
# - xmllint (Debian's libxml2-utils) to validate sitemap.xml against its schema;
# - a Java runtime (Debian's default-jre-headless) for the Nu HTML Checker
#   (vnu.jar, from the vnu-jar package), which checks every page is valid HTML
#   (tests/integration/html-validity.test.ts); the package's own Java download is not used.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v java >/dev/null || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages the tests need: ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # (A JRE's post-install step expects its man page folder, which slim images leave out.)
  mkdir -p /usr/share/man/man1
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need these Debian packages: ${missing[*]}." >&2
echo "Install them as root: apt-get install -y ${missing[*]} (or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1

#!/usr/bin/env bash
# Makes sure the tools the tests need are installed:
# - Debian's Chromium for the Playwright tests (Playwright's own browser
#   download cannot work on these machines);
# - xmllint (Debian's libxml2-utils) to validate sitemap.xml against its schema;
# - a Java runtime (Debian's default-jre-headless) for the Nu HTML Checker
#   (vnu.jar, from the vnu-jar package), which checks every page is valid HTML
#   (tests/integration/html-validity.test.ts); the package's own Java download is not used;
# - Debian's redis-server, which the replica tests start on a free loopback port
#   (the shared rate limit, idempotency keys and mail queue of REDIS_URL);
# - Debian's nginx, the TLS-terminating proxy of the two-replica topology test;
# - the Compose specification's JSON schema, as Debian's docker-compose package ships
#   it (compose_spec.json): downloaded and unpacked under COMPOSE_SCHEMA_DIR, not
#   installed (compose.yaml is validated against it; there is no Docker daemon here).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v redis-server >/dev/null || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)

COMPOSE_SCHEMA_DIR=${COMPOSE_SCHEMA_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ballon-test-tools/compose-schema}
COMPOSE_SCHEMA=$COMPOSE_SCHEMA_DIR/usr/lib/python3/dist-packages/compose/config/compose_spec.json
compose_schema() {
  [ -f "$COMPOSE_SCHEMA" ] && return 0
  echo "Unpacking the Compose specification's JSON schema from Debian's docker-compose package…"
  mkdir -p "$COMPOSE_SCHEMA_DIR"
  local work
  work=$(mktemp -d)
  # (apt-get download needs no root; the package lists may be empty on a fresh image.)
  (cd "$work" && { apt-get download -qq docker-compose 2>/dev/null || { [ "$(id -u)" = "0" ] && apt-get update -qq && apt-get download -qq docker-compose; }; })
  dpkg-deb -x "$work"/docker-compose_*.deb "$COMPOSE_SCHEMA_DIR"
  rm -rf "$work"
  [ -f "$COMPOSE_SCHEMA" ]
}

if [ ${#missing[@]} -eq 0 ]; then
  compose_schema
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages the tests need: ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # (A JRE's post-install step expects its man page folder, which slim images leave out.)
  mkdir -p /usr/share/man/man1
  apt-get install -y -qq "${missing[@]}" >/dev/null
  # Installing a service must not start one: the tests start their own, on free ports.
  if command -v service >/dev/null; then
    service redis-server stop >/dev/null 2>&1 || true
    service nginx stop >/dev/null 2>&1 || true
  fi
  compose_schema
  exit 0
fi
echo "The tests need these Debian packages: ${missing[*]}." >&2
echo "Install them as root: apt-get install -y ${missing[*]} (or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1

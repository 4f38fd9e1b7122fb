#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium for the
# browser tests and Lighthouse, Firefox ESR for the outbox's browser test in a browser
# without Background Sync, a PostgreSQL server for the database matrix, Java for the W3C
# Nu HTML Checker (vnu-jar), and Redis, Varnish and HAProxy for the instances' tests.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v varnishd >/dev/null || missing+=(varnish)
command -v haproxy >/dev/null || missing+=(haproxy)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

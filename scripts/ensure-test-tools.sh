#!/usr/bin/env bash
# Makes sure the tests have what they run against: Debian's Chromium for the browser tests (never a
# browser downloaded by a test tool), Debian's redis-server for the multi-instance tests, Debian's
# nginx for the production topology test (docker/nginx.conf in front of two instances; only its
# binary is used, run in the foreground from a temporary folder, never the system service) and, as
# root, setfacl (package acl): the embedded PostgreSQL then runs as the OS user postgres, and in a
# checkout only root may enter the site gives that user passage with an ACL entry.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# nginx lives in /usr/sbin, which is not on every user's PATH.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "$(id -u)" -eq 0 ] && ! command -v setfacl >/dev/null 2>&1; then missing+=(acl); fi
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]} and apt-get is not available: install them (and set CHROMIUM_PATH if Chromium lives elsewhere)." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
echo "Installing ${missing[*]} from Debian's packages for the tests..."
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
[ -x "$browser" ] || { echo "chromium installed, but not at $browser: set CHROMIUM_PATH." >&2; exit 1; }

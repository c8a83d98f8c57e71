#!/usr/bin/env bash
# Makes sure the browser tests have Debian's Chromium (never a browser downloaded by a test tool).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $browser and apt-get is not available: install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
echo "Installing Debian's chromium for the browser tests..."
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends chromium
[ -x "$browser" ] || { echo "chromium installed, but not at $browser: set CHROMIUM_PATH." >&2; exit 1; }

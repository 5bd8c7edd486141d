#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright's own browser
# download cannot work on this network), with Liberation fonts: the heading font's metric-matched
# fallback on Linux, which the font test measures. Needs root, as on the project's machines and CI.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && fc-list | grep -q "Liberation Serif"; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium or Liberation Serif is missing: install Debian's 'chromium' and 'fonts-liberation' packages." >&2
  exit 1
fi
echo "Installing Debian's chromium and fonts-liberation for the end-to-end tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null

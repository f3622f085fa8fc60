#!/usr/bin/env bash
# Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, Debian's chromium-headless-shell, Debian's chromium, or
# Playwright's own. The headless shell comes first: the same Chromium without the desktop browser around it, it runs
# the suite in 5.8 minutes where the full browser takes 12 (docs/decisions.md, "A lean suite"). When it is missing and
# we run as root on Debian, it is installed (one package, about 64 MB); otherwise the full browser is used.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the end-to-end tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # The package lists may already be fresh enough; update them only when the install cannot find the package.
  apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null && apt-get install -y -qq chromium-headless-shell >/dev/null; } || true
  [ -x /usr/bin/chromium-headless-shell ] && exit 0
fi

for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then
    echo "Using $candidate (the full browser: the end-to-end tests take about twice as long as with chromium-headless-shell)." >&2
    exit 0
  fi
done
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome >/dev/null 2>&1; then
  found=$(ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome | head -n 1)
  echo "Using Playwright's Chromium: set CHROMIUM_PATH=$found to use it." >&2
  exit 0
fi

echo "No Chromium found: install one (Debian: 'sudo apt-get install chromium-headless-shell') or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1

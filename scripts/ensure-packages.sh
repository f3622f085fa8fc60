#!/usr/bin/env bash
# Makes sure Debian packages a test or benchmark needs are installed, in the style of ensure-chromium.sh:
#
#   bash scripts/ensure-packages.sh /usr/sbin/nginx=nginx-light /usr/bin/wrk=wrk
#
# Each argument is FILE=PACKAGE: the package is wanted when the file is missing. When something is missing and we run
# as root on Debian, installs the missing packages (apt-get update only when apt does not know them yet, as on a fresh
# machine); otherwise says what to install. Exits 1 when something is still missing, so the caller decides whether
# that is fatal (the nginx tests fail in CI, skip elsewhere; the benchmark stops).
set -euo pipefail

missing=()
for pair in "$@"; do
  file=${pair%%=*}
  package=${pair#*=}
  [ -e "$file" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}..." >&2
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then apt-get update -qq >/dev/null; fi
  # Installing a server package must not start its system service (the tests run their own on a private port).
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || true
  still=()
  for pair in "$@"; do [ -e "${pair%%=*}" ] || still+=("${pair#*=}"); done
  [ ${#still[@]} -eq 0 ] && exit 0
  missing=("${still[@]}")
fi

echo "Missing Debian packages: ${missing[*]} (install them: 'sudo apt-get install ${missing[*]}')." >&2
exit 1

#!/usr/bin/env bash
# Everything `npm test` runs, in the order that reports a mistake fastest:
# content schemas and types (astro sync + check) → unit tests → production build → end-to-end tests on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_DISABLE_UPDATE_CHECK=true ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$*"; }

step "astro sync + astro check (content schemas, TypeScript)"
npx astro sync
npx astro check

step "unit tests (vitest)"
npx vitest run

step "production build"
npx astro build

step "browser for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "nginx for the serving tests (tests/e2e/nginx.spec.ts runs deploy/nginx.conf on it)"
bash scripts/ensure-nginx.sh || echo "(without nginx, tests/e2e/nginx.spec.ts is skipped locally and fails in CI)"

step "end-to-end tests and page checks (Playwright against astro preview)"
npx playwright test

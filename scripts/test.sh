#!/usr/bin/env bash
# Everything `npm test` runs, in the order that reports a mistake fastest:
# content check (every content file, with file:line and the fix) → content schemas and types (astro sync + check)
# → unit tests → production build → end-to-end tests on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_DISABLE_UPDATE_CHECK=true ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$*"; }

step "content check (npm run content:check)"
node scripts/content-check.mjs

step "astro sync + astro check (content schemas, TypeScript)"
npx astro sync
npx astro check

step "unit tests (vitest)"
npx vitest run

step "production build"
npx astro build   # the content was checked above, so not `npm run build`

step "browser for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "end-to-end tests and page checks (Playwright against astro preview)"
npx playwright test

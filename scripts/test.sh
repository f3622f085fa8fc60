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
# Built for one fixed day (SITE_TODAY), before the launch content's 2025 events, so the end-to-end tests see both
# states: the build day's (without JavaScript, or with Playwright's clock at that day) and a later visitor's (the
# clock moved on, or the real date), where the page script hides what is over. Tests read the day from dist/.
SITE_TODAY="${SITE_TODAY:-2025-03-01}" npx astro build

step "browser for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "nginx for the serving tests (tests/e2e/nginx.spec.ts runs deploy/nginx.conf on it)"
bash scripts/ensure-nginx.sh || echo "(without nginx, tests/e2e/nginx.spec.ts is skipped locally and fails in CI)"

step "end-to-end tests and page checks (Playwright against astro preview)"
npx playwright test

step "an editor's correct new entries keep the suite green (scripts/grow-check.mjs, on a copy of the project)"
# One entry more in every list, and a post and an internship made from their templates (published and draft), in a
# copy under .tmp/ (src/content is never written): content check, unit tests, build, every new entry on a page, and
# the end-to-end tests on that build. After the project's own build, whose image cache the copy reuses.
node scripts/grow-check.mjs

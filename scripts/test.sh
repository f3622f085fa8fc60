#!/usr/bin/env bash
# Everything `npm test` runs, in the order that reports a mistake fastest:
# lint beside content and types (astro check, which syncs the content first: every content file through the content check,
# each mistake with file:line and the fix)
# → on a copy with one more entry in every list: unit tests → production build → end-to-end tests on that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_DISABLE_UPDATE_CHECK=true ASTRO_TELEMETRY_DISABLED=1

# Each step says when it starts (seconds since npm test began), and the end the total: the README's measured times.
step() { printf '\n=== %s (at %d s) ===\n' "$*" "$SECONDS"; }
trap 'printf "\n=== npm test ended after %d s ===\n" "$SECONDS"' EXIT

# Lint and astro check run side by side (each is mostly one busy core); lint's output comes after astro check's.
step "lint (ESLint and Prettier, npm run lint) beside astro check (it syncs the content first: every content file through the content check; then TypeScript)"
lint_log=$(mktemp)
npm run lint >"$lint_log" 2>&1 &
lint_pid=$! lint=0 check=0
npx astro check || check=$?
wait "$lint_pid" || lint=$?
cat "$lint_log" && rm -f "$lint_log"
[ "$lint" -eq 0 ] && [ "$check" -eq 0 ] || { echo "npm test: lint (exit $lint) or astro check (exit $check) failed"; exit 1; }

step "browser for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "nginx, which serves the build to the end-to-end tests (deploy/nginx.conf as shipped)"
bash scripts/ensure-nginx.sh || echo "(without nginx the end-to-end tests run on astro preview and the nginx tests skip; CI requires it)"

step "unit tests, production build and end-to-end tests, with one more entry in every list (scripts/grow-check.mjs)"
# In a copy of the project under .tmp/ (src/content is never written), one entry more in every list and a post and an
# internship made from their templates, published and draft: what an editor's correct new entry must never break.
# Built for one fixed day (SITE_TODAY), before the launch content's 2025 events, so the end-to-end tests see both
# states: the build day's (without JavaScript, or with Playwright's clock at that day) and a later visitor's (the
# clock moved on, or the real date), where the page script hides what is over. Tests read the day from dist/.
node scripts/image-cache.mjs restore
SITE_TODAY="${SITE_TODAY:-2025-03-01}" npx vite-node scripts/grow-check.mjs

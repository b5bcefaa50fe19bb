#!/usr/bin/env bash
# `npm test`: the locale check, lint, formatting, types, both builds, then every vitest project and
# the browser tests. ESLint (type-aware, one thread, the longest static step) runs beside the
# formatting, type checks and builds: on two cores the pair takes the time of the longer one.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/stage.sh

stage "locale check" npm run -s check:locales

lint_log="$(mktemp)"
trap 'rm -f "$lint_log"' EXIT
stage "lint (beside the steps below)" npm run -s lint >"$lint_log" 2>&1 &
lint=$!
lint_status=0
{
  stage "format check" npm run -s format:check &&
    stage "typecheck" npm run -s typecheck &&
    stage "build" npm run -s build:local &&
    stage "pseudo-locale build" npm run -s build:pseudo
} || {
  status=$?
  kill "$lint" 2>/dev/null || true
  exit "$status"
}
wait "$lint" || lint_status=$?
cat "$lint_log"
[ "$lint_status" -eq 0 ] || exit "$lint_status"

stage "vitest" npx vitest run
stage "playwright" npx playwright test

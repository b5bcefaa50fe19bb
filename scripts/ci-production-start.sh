#!/usr/bin/env bash
# Compiles the reference API (npm run build:server) and starts it once as production runs it:
# plain `node server-dist/start.js`, NODE_ENV=production, serving the dist/ that exists. Asks
# /api/ready, then stops it with SIGTERM and expects exit code 0. Used by .ci/run after `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run -s build:server
dir="$(mktemp -d /tmp/account-production-XXXXXX)"
# Production refuses the local test checkout: Chargebee's settings (nothing is called at start).
# No stand-in either (a .example SITE_URL, the dev Google client id): production refuses them.
NODE_ENV=production SITE_URL=https://account.example.com MAIL_TRANSPORT=outbox PORT=0 \
  GOOGLE_CLIENT_ID=ci-check.apps.googleusercontent.com \
  CHECKOUT_PROVIDER=chargebee CHARGEBEE_SITE=acme-test CHARGEBEE_API_KEY=test_key \
  CHARGEBEE_WEBHOOK_USERNAME=hook CHARGEBEE_WEBHOOK_PASSWORD=hook-secret \
  DATA_DIR="$dir/data" node server-dist/start.js >"$dir/out.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT

url=""
for _ in $(seq 1 240); do
  url="$(sed -n 's/^Site and account API: \(http[^ ]*\)$/\1/p' "$dir/out.log")"
  [ -n "$url" ] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$url" ]; then
  echo "The compiled production server did not start:" >&2
  cat "$dir/out.log" >&2
  exit 1
fi
node -e 'fetch(process.argv[1]).then(async (r) => { console.log(`GET /api/ready: ${r.status} ${await r.text()}`); process.exit(r.status === 200 ? 0 : 1); })' "$url/api/ready"
kill -TERM "$pid"
wait "$pid"
echo "Stopped on SIGTERM (exit 0)."

#!/usr/bin/env bash
# Runs the built shop: creates the database if missing, runs the migrations, then starts the API
# and the worker side by side under scripts/supervise.mjs, which restarts either one if it
# crashes (with backoff) and stops both gracefully on SIGINT/SIGTERM. Needs `npm run build` first
# and Postgres/Redis answering (scripts/services.sh). Settings: the environment, then .env, then
# the defaults.
# Used by `make start` and by Playwright's webServer.
#   SHUTDOWN_GRACE_SECONDS (default 30): how long to wait for a graceful stop before SIGKILL.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

load_dotenv
export DATABASE_URL="${DATABASE_URL:-$DEFAULT_DATABASE_URL}"
api_main=dist/services/api/src/main.js
worker_main=dist/services/worker/src/main.js
for f in "$api_main" "$worker_main"; do
  [ -f "$f" ] || die "$f is missing: run 'npm run build' (or 'make build') first"
done

pg_up "$DATABASE_URL" ||
  die "Postgres at $(redact "$DATABASE_URL") doesn't answer: run scripts/services.sh (or make start)"
redis_up "${REDIS_URL:-$DEFAULT_REDIS_URL}" ||
  die "Redis at $(redact "${REDIS_URL:-$DEFAULT_REDIS_URL}") doesn't answer: run scripts/services.sh (or make start)"
ensure_database "$DATABASE_URL"
npm run --silent migrate

# The supervisor replaces this shell, so signals sent to serve.sh reach it directly.
exec node scripts/supervise.mjs

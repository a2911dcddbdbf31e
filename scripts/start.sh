#!/usr/bin/env bash
# `make start`: everything a newcomer needs to see the shop at http://localhost:3000.
# npm packages → .env (first run) → Postgres and Redis → build → migrations, API and worker.
# Ctrl-C stops it all cleanly.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

bash scripts/setup.sh --no-browser

if [ ! -f .env ]; then
  [ -f .env.example ] || die ".env.example is missing"
  secret="$(node -p 'require("crypto").randomBytes(32).toString("hex")')"
  sed "s|^COOKIE_SECRET=.*|COOKIE_SECRET=$secret|" .env.example >.env
  info "Wrote .env from .env.example with a fresh COOKIE_SECRET (edit it to change settings)"
fi
load_dotenv

bash scripts/services.sh

port="${PORT:-3000}"
port_free "$port" ||
  die "port $port is already in use (is the shop already running?): stop that process, or set PORT in .env"

info "Building (npm run build)"
npm run --silent build

url="http://localhost:$port"
serve_pid=$$ # serve.sh replaces this shell below
(
  for _ in $(seq 1 180); do
    kill -0 "$serve_pid" 2>/dev/null || exit 0
    if health_ok "http://127.0.0.1:$port"; then
      printf '\n  Storybook shop is running at %s  (Ctrl-C stops it)\n\n' "$url"
      exit 0
    fi
    sleep 1
  done
  warn "$url/api/health didn't answer within 3 minutes; see the log above"
) &

exec bash scripts/serve.sh

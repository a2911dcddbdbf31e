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
  # A first start is a development setup: it gets an operator password of its own. Only its hash
  # goes into .env; the password is shown once, when the shop is up.
  admin_password="$(node -p 'require("crypto").randomBytes(15).toString("base64url")')"
  admin_line="$(npx --no-install tsx libs/auth/src/cli/hash-password.ts "$admin_password")"
  sed -e "s|^COOKIE_SECRET=.*|COOKIE_SECRET=$secret|" \
    -e "s|^ADMIN_PASSWORD_HASH=.*|$admin_line|" .env.example >.env
  info "Wrote .env from .env.example with a fresh COOKIE_SECRET and operator password (edit it to change settings)"
fi
load_dotenv
admin_hint="Operator sign-in is off: set it up with 'npm run --silent admin:password >> .env' (after a build), then restart."
if [ -n "${admin_password:-}" ]; then
  admin_hint="Operator sign-in: /admin-login with the password $admin_password (shown only now; 'npm run admin:password' makes a new one)."
elif [ -n "${ADMIN_PASSWORD_HASH:-}" ]; then
  admin_hint="Operator sign-in: /admin-login with the password whose hash is ADMIN_PASSWORD_HASH in .env."
fi

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
      printf '\n  Storybook shop is running at %s  (Ctrl-C stops it)\n  %s\n\n' "$url" "$admin_hint"
      exit 0
    fi
    sleep 1
  done
  warn "$url/api/health didn't answer within 3 minutes; see the log above"
) &

exec bash scripts/serve.sh

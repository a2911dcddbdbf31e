#!/usr/bin/env bash
# Runs the built shop: creates the database if missing, runs the migrations, then starts the API
# and the worker side by side. SIGINT/SIGTERM stop both gracefully; if either one exits, the
# other is stopped and this exits non-zero. Needs `npm run build` first and Postgres/Redis
# answering (scripts/services.sh). Settings: the environment, then .env, then the defaults.
# Used by `make start` and by Playwright's webServer.
#   SHUTDOWN_GRACE_SECONDS (default 30): how long to wait for a graceful stop before SIGKILL.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

load_dotenv
export DATABASE_URL="${DATABASE_URL:-$DEFAULT_DATABASE_URL}"
grace="${SHUTDOWN_GRACE_SECONDS:-30}"
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

api_pid='' worker_pid='' stopping=''
alive() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }

stop_children() {
  [ -n "$stopping" ] && return 0
  stopping=1
  local pid
  for pid in "$api_pid" "$worker_pid"; do
    if alive "$pid"; then kill -TERM "$pid" 2>/dev/null || true; fi
  done
}

signalled=''
# shellcheck disable=SC2317 # called by the traps
on_signal() {
  signalled="$1"
  echo "serve: $1 received, stopping the api and the worker" >&2
  stop_children
}
trap 'on_signal SIGINT' INT
trap 'on_signal SIGTERM' TERM

node "$api_main" &
api_pid=$!
node "$worker_main" &
worker_pid=$!

# Wait until a signal arrives or one of the two exits.
while [ -z "$signalled" ] && alive "$api_pid" && alive "$worker_pid"; do
  wait -n "$api_pid" "$worker_pid" || true
done

first_exit=''
if [ -z "$signalled" ]; then
  if alive "$api_pid"; then first_exit=worker; else first_exit=api; fi
  echo "serve: the $first_exit exited on its own; stopping the other one" >&2
fi
stop_children

# Give both up to $grace seconds to finish what they are doing, then kill what is left.
deadline=$((SECONDS + grace))
while alive "$api_pid" || alive "$worker_pid"; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "serve: still running after ${grace}s, killing it" >&2
    kill -KILL "$api_pid" "$worker_pid" 2>/dev/null || true
  fi
  sleep 0.2
done
api_status=0
wait "$api_pid" || api_status=$?
worker_status=0
wait "$worker_pid" || worker_status=$?

# A graceful stop ends with 0, or with the signal that asked for it (130 INT, 143 TERM).
clean() { case "$1" in 0 | 130 | 143) return 0 ;; *) return 1 ;; esac; }
if [ -n "$first_exit" ]; then
  echo "serve: stopped (api exit $api_status, worker exit $worker_status)" >&2
  exit 1
fi
if clean "$api_status" && clean "$worker_status"; then
  echo "serve: stopped cleanly (api exit $api_status, worker exit $worker_status)" >&2
  exit 0
fi
echo "serve: stopped, but not cleanly (api exit $api_status, worker exit $worker_status)" >&2
exit 1

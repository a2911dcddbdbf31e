#!/usr/bin/env bash
# Smoke test of what `make start` runs (scripts/serve.sh on the built app), on a free port with a
# fresh database and Redis prefix:
#   /api/health answers ok, GET / serves the web app, a crashed api or worker is restarted, and
#   Ctrl-C (SIGINT to the process group), SIGINT to serve.sh alone, or SIGINT to a serve.sh
#   started in the background without job control stops the api and the worker cleanly within 15 s.
# Needs `npm run build` and Postgres/Redis (scripts/services.sh).
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib.sh"
load_dotenv
set -m # serve.sh gets its own process group, like a command typed in a terminal

base_url="${DATABASE_URL:-$DEFAULT_DATABASE_URL}"
suffix="$(date +%s)_$$"
db="storybook_smoke_$suffix"
port="$(free_port)"
export DATABASE_URL="${base_url%/*}/$db"
export REDIS_PREFIX="smoke_$suffix"
export PORT="$port" PUBLIC_URL="http://127.0.0.1:$port" LOG_LEVEL="${LOG_LEVEL:-warn}"
STORAGE_DIR="$(mktemp -d -t smoke-storage.XXXXXX)"
export STORAGE_DIR
log="$(mktemp -t smoke-serve.XXXXXX)"
url="http://127.0.0.1:$port"
serve_pid=''

fail() {
  echo "---- serve.sh output ----" >&2
  cat "$log" >&2
  echo "SMOKE FAIL: $*" >&2
  exit 1
}

cleanup() {
  if [ -n "$serve_pid" ] && kill -0 "$serve_pid" 2>/dev/null; then
    pkill -KILL -P "$serve_pid" 2>/dev/null || true
    kill -KILL -- "-$serve_pid" 2>/dev/null || kill -KILL "$serve_pid" 2>/dev/null || true
  fi
  if have psql; then
    { read -r _ && read -r _ && read -r _ && read -r admin; } < <(pg_url_parts "$DATABASE_URL")
    psql "$admin" -Xq -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null 2>&1 || true
  fi
  if have redis-cli; then
    redis-cli -u "${REDIS_URL:-$DEFAULT_REDIS_URL}" --no-auth-warning --scan --pattern "$REDIS_PREFIX*" 2>/dev/null |
      xargs -r redis-cli -u "${REDIS_URL:-$DEFAULT_REDIS_URL}" --no-auth-warning del >/dev/null 2>&1 || true
  fi
  rm -rf "$log" "$STORAGE_DIR"
}
trap cleanup EXIT

ms() { echo $(($(date +%s%N) / 1000000)); }

# run <how>: starts serve.sh, checks it (and with CRASH=api|worker, that a killed process comes
# back), then stops it with SIGINT sent to <how>: "group" (what a terminal's Ctrl-C does),
# "serve" (serve.sh alone: it must pass the signal on) or "background" (serve.sh alone, started
# without job control).
run() {
  local how="$1" kids pid deadline status started stopping
  started="$(ms)"
  bash scripts/serve.sh >"$log" 2>&1 &
  serve_pid=$!

  deadline=$((SECONDS + 90))
  until health_ok "$url"; do
    kill -0 "$serve_pid" 2>/dev/null || fail "serve.sh exited before $url/api/health answered"
    [ "$SECONDS" -lt "$deadline" ] || fail "$url/api/health did not answer ok within 90 s"
    sleep 0.5
  done
  http_get "$url/api/health" | grep -q '"postgres":"up"' || fail "/api/health doesn't report postgres up"
  http_get "$url/api/health" | grep -q '"redis":"up"' || fail "/api/health doesn't report redis up"
  http_get "$url/" | grep -q '<div id="root">' || fail "GET / did not serve the web app's index.html"

  info "healthy after $(($(ms) - started)) ms"
  kids="$(pgrep -P "$serve_pid" | tr '\n' ' ')"
  [ "$(wc -w <<<"$kids")" -eq 2 ] || fail "expected serve.sh to run 2 processes (api, worker), found: $kids"

  if [ -n "${CRASH:-}" ]; then crash "$CRASH"; fi

  stopping="$(ms)"
  if [ "$how" = group ]; then kill -INT -- "-$serve_pid"; else kill -INT "$serve_pid"; fi
  deadline=$((SECONDS + 15))
  while kill -0 "$serve_pid" 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || fail "serve.sh still running 15 s after SIGINT ($how)"
    sleep 0.2
  done
  status=0
  wait "$serve_pid" || status=$?
  for pid in $kids; do
    if kill -0 "$pid" 2>/dev/null; then fail "process $pid still running after serve.sh exited ($how)"; fi
  done
  [ "$status" -eq 0 ] || fail "serve.sh exited with $status after SIGINT ($how), expected a clean stop"
  grep -q 'stopped cleanly' "$log" || fail "serve.sh didn't report a clean stop ($how)"
  serve_pid=''
  info "SIGINT ($how): api and worker stopped cleanly in $(($(ms) - stopping)) ms"
}

# crash <name>: SIGKILLs the api or the worker under a running serve.sh; the supervisor must start
# it again and the shop must answer again, without anyone restarting it by hand.
crash() {
  local name="$1" kids victim deadline
  kids="$(pgrep -P "$serve_pid" | tr '\n' ' ')"
  victim="$(pgrep -P "$serve_pid" -f "services/$name/src/main.js")" || fail "no $name process under serve.sh"
  kill -KILL "$victim"
  deadline=$((SECONDS + 30))
  until [ "$(pgrep -P "$serve_pid" -f "services/$name/src/main.js" || true)" ] &&
    [ "$(pgrep -P "$serve_pid" -f "services/$name/src/main.js")" != "$victim" ] && health_ok "$url"; do
    kill -0 "$serve_pid" 2>/dev/null || fail "serve.sh exited after the $name was killed"
    [ "$SECONDS" -lt "$deadline" ] || fail "the $name was not restarted within 30 s (was: $kids)"
    sleep 0.5
  done
  grep -q "the $name exited on its own" "$log" || fail "serve.sh didn't report the $name's crash"
  info "$name killed with SIGKILL: restarted by serve.sh"
}

info "Smoke test: serve.sh on port $port, database $db, Redis prefix $REDIS_PREFIX"
run group
run serve
CRASH=worker run serve
CRASH=api run serve
# Started in the background by a script without job control, a shell ignores SIGINT; serve.sh
# must still stop on it.
set +m
run background
echo "SMOKE PASS: /api/health ok, web app served, crashed processes restarted, Ctrl-C stops the api and the worker cleanly"

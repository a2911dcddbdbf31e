# shellcheck shell=bash disable=SC2016,SC2034
# (SC2016: the node -e snippets are single-quoted on purpose. SC2034: the defaults are used by the callers.)
# Helpers shared by scripts/*.sh and test/smoke/smoke.sh. Source it; it cds to the repo root.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1

# Same defaults as libs/config/src/schema.ts.
DEFAULT_DATABASE_URL='postgres://postgres@127.0.0.1:5432/storybook'
DEFAULT_REDIS_URL='redis://127.0.0.1:6379'

info() { printf '==> %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}
have() { command -v "$1" >/dev/null 2>&1; }
is_root() { [ "$(id -u)" = 0 ]; }
is_debian() { [ -r /etc/debian_version ] && have apt-get; }

# A URL with its password replaced by ***, for messages.
redact() { printf '%s' "$1" | sed -E 's#(://[^:/@]*):[^@/]*@#\1:***@#'; }

# Exports the KEY=VALUE lines of .env whose variable isn't already set (empty counts as unset, as
# in loadConfig); a key given twice takes its last value, as in docker compose. No interpolation;
# surrounding quotes and trailing " # comments" are removed.
load_dotenv() {
  local file="$ROOT/.env" line key value
  local -A values=()
  # Hermetic runs (the browser tests) set IGNORE_DOTENV=1 so a developer's .env can't leak in.
  [ -z "${IGNORE_DOTENV:-}" ] || return 0
  [ -f "$file" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line%$'\r'}"
    [[ "$line" =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key="${BASH_REMATCH[2]}"
    value="${BASH_REMATCH[3]}"
    if [[ "$value" =~ ^\"(.*)\"[[:space:]]*$ || "$value" =~ ^\'(.*)\'[[:space:]]*$ ]]; then
      value="${BASH_REMATCH[1]}"
    else
      value="${value%%[[:space:]]#*}"
      value="${value%"${value##*[![:space:]]}"}"
    fi
    values["$key"]="$value"
  done <"$file"
  for key in "${!values[@]}"; do
    if [ -z "${!key:-}" ]; then export "$key=${values[$key]}"; fi
  done
}

# Prints host, port, database name and the URL of the maintenance database "postgres",
# one per line, for a postgres:// URL.
pg_url_parts() {
  node -e '
    const u = new URL(process.argv[1]);
    const admin = new URL(u.href);
    admin.pathname = "/postgres";
    console.log([u.hostname.replace(/^\[|\]$/g, ""), u.port || "5432",
      decodeURIComponent(u.pathname.replace(/^\//, "")), admin.href].join("\n"));
  ' "$1"
}

is_local_host() {
  case "$1" in 127.0.0.1 | localhost | ::1 | '') return 0 ;; *) return 1 ;; esac
}

# Does a Postgres server answer at this URL? (It need not have the database yet.)
pg_up() {
  if have pg_isready; then
    pg_isready -q -t 3 -d "$1" >/dev/null 2>&1
  else
    node -e '
      const { Client } = require("pg");
      const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
      c.connect().then(() => c.end()).then(() => process.exit(0), (e) =>
        // 3D000 missing database, 28xxx auth: the server answers all the same.
        process.exit(/^(3D|28)/.test(e.code || "") ? 0 : 1));
    ' "$1" >/dev/null 2>&1
  fi
}

# Does a Redis server answer PING at this URL?
redis_up() {
  if have redis-cli; then
    local tls=()
    [[ "$1" == rediss://* ]] && tls=(--tls)
    [ "$(timeout 5 redis-cli "${tls[@]}" --no-auth-warning -u "$1" ping 2>/dev/null)" = PONG ]
  else
    node -e '
      const Redis = require("ioredis");
      const r = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 3000,
        maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
      r.connect().then(() => r.ping()).then((p) => { r.disconnect(); process.exit(p === "PONG" ? 0 : 1); },
        () => { r.disconnect(); process.exit(1); });
    ' "$1" >/dev/null 2>&1
  fi
}

# Creates the database named in the URL if it doesn't exist (safe to race with another run).
ensure_database() {
  local url="$1" host port db admin
  { read -r host && read -r port && read -r db && read -r admin; } < <(pg_url_parts "$url")
  [[ "$db" =~ ^[A-Za-z0-9_-]+$ ]] ||
    die "DATABASE_URL must name a database made of letters, digits, - and _ (got '$db')"
  if have psql; then
    local exists
    exists="$(psql "$admin" -XtAq -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" ||
      die "can't connect to Postgres at $(redact "$admin") (see the message above)"
    [ "$exists" = 1 ] && return 0
    if psql "$admin" -Xq -c "CREATE DATABASE \"$db\"" 2>/dev/null; then
      info "Created database $db on $host:$port"
      return 0
    fi
    # Another process may have created it at the same moment.
    [ "$(psql "$admin" -XtAq -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" = 1 ] ||
      die "couldn't create database $db on $host:$port"
  else
    node -e '
      const { Client } = require("pg");
      const [admin, db] = process.argv.slice(1);
      const c = new Client({ connectionString: admin });
      const exists = () => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [db]).then((r) => r.rowCount > 0);
      (async () => {
        await c.connect();
        if (!(await exists())) {
          try { await c.query(`CREATE DATABASE "${db}"`); console.log(`==> Created database ${db}`); }
          catch (e) { if (!(await exists())) throw e; }
        }
        await c.end();
      })().catch((e) => { console.error(`error: database ${db}: ${e.message}`); process.exit(1); });
    ' "$admin" "$db"
  fi
}

# Waits up to $2 seconds for command $1 (with the remaining args) to succeed.
wait_for() {
  local what="$1" seconds="$2"
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 1
  done
  [ -n "$what" ] && info "$what is up"
  return 0
}

# GET a URL; prints the body; fails on a non-2xx answer or no answer.
http_get() {
  if have curl; then
    curl -fsS --max-time 5 "$1"
  else
    node -e '
      fetch(process.argv[1], { signal: AbortSignal.timeout(5000) })
        .then(async (r) => { process.stdout.write(await r.text()); process.exit(r.ok ? 0 : 1); })
        .catch(() => process.exit(1));
    ' "$1"
  fi
}

health_ok() { http_get "$1/api/health" 2>/dev/null | grep -q '"status":"ok"'; }

# Is nothing listening on this TCP port?
port_free() {
  node -e '
    const s = require("net").createServer();
    s.once("error", () => process.exit(1));
    s.listen(Number(process.argv[1]), () => s.close(() => process.exit(0)));
  ' "$1"
}

free_port() {
  node -e '
    const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
  '
}

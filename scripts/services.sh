#!/usr/bin/env bash
# Makes sure Postgres and Redis answer, then creates the database named in DATABASE_URL.
# Looks at DATABASE_URL / REDIS_URL (environment, then .env, then the local defaults). If one
# doesn't answer: starts it from deploy/compose.dev.yml when a Docker engine answers; else, as root on
# Debian/Ubuntu, installs and starts Debian's postgresql / redis-server; else says what to do.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

load_dotenv
export DATABASE_URL="${DATABASE_URL:-$DEFAULT_DATABASE_URL}"
export REDIS_URL="${REDIS_URL:-$DEFAULT_REDIS_URL}"

pg_ok() { pg_up "$DATABASE_URL"; }
redis_ok() { redis_up "$REDIS_URL"; }
url_host() { node -p 'new URL(process.argv[1]).hostname.replace(/^\[|\]$/g, "")' "$1"; }
url_port() { node -p 'new URL(process.argv[1]).port || process.argv[2]' "$1" "$2"; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

start_local_postgres() {
  local fresh=0 dir version
  if ! compgen -G '/etc/postgresql/*/main' >/dev/null; then
    info "Installing PostgreSQL (apt-get install postgresql)"
    apt_install postgresql
    fresh=1
  fi
  for dir in /etc/postgresql/*/main; do
    version="$(basename "$(dirname "$dir")")"
    if [ "$fresh" = 1 ]; then
      # Like the development machines and CI: local TCP connections need no password.
      info "Allowing passwordless connections from 127.0.0.1 and ::1 ($dir/pg_hba.conf)"
      sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$dir/pg_hba.conf"
    fi
    if ! pg_ctlcluster "$version" main status >/dev/null 2>&1; then
      info "Starting PostgreSQL $version"
      pg_ctlcluster --skip-systemctl-redirect "$version" main start
    elif [ "$fresh" = 1 ]; then
      pg_ctlcluster --skip-systemctl-redirect "$version" main reload
    fi
  done
}

start_local_redis() {
  have redis-server || {
    info "Installing Redis (apt-get install redis-server)"
    apt_install redis-server
  }
  if redis_ok; then return 0; fi # the package may have started it
  info "Starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$(url_port "$REDIS_URL" 6379)" \
    --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
}

# The development servers (deploy/compose.dev.yml), on the ports the URLs name.
compose_dev() {
  local args=(-p storybook-shop-dev --project-directory "$ROOT" -f deploy/compose.dev.yml "$@")
  export POSTGRES_PORT REDIS_PORT
  POSTGRES_PORT="$(url_port "$DATABASE_URL" 5432)"
  REDIS_PORT="$(url_port "$REDIS_URL" 6379)"
  if docker compose version >/dev/null 2>&1; then
    docker compose "${args[@]}"
  elif have docker-compose; then
    docker-compose "${args[@]}"
  else
    die "a Docker engine answers but neither 'docker compose' nor 'docker-compose' is installed"
  fi
}

need=()
pg_ok || need+=(postgres)
redis_ok || need+=(redis)

if [ "${#need[@]}" -gt 0 ]; then
  info "Not answering: ${need[*]} (DATABASE_URL=$(redact "$DATABASE_URL"), REDIS_URL=$(redact "$REDIS_URL"))"
  if have docker && docker info >/dev/null 2>&1; then
    info "Starting ${need[*]} with docker compose (deploy/compose.dev.yml)"
    compose_dev up -d "${need[@]}"
  elif is_root && is_debian; then
    for service in "${need[@]}"; do
      url="$DATABASE_URL"
      [ "$service" = redis ] && url="$REDIS_URL"
      is_local_host "$(url_host "$url")" ||
        die "$service at $(redact "$url") doesn't answer, and it isn't on this machine: start it, or fix the URL in .env"
    done
    if [[ " ${need[*]} " == *" postgres "* ]]; then start_local_postgres; fi
    if [[ " ${need[*]} " == *" redis "* ]]; then start_local_redis; fi
  else
    die "$(
      cat <<EOF
${need[*]} not answering, and this script can't start them here (no Docker engine, and not root on Debian/Ubuntu).
Do one of:
  - start PostgreSQL (15+) and Redis (7+) yourself; if they aren't at the defaults, set DATABASE_URL / REDIS_URL in .env
      (defaults: $DEFAULT_DATABASE_URL and $DEFAULT_REDIS_URL);
  - start Docker, then run this again (it starts them from deploy/compose.dev.yml);
  - on Debian/Ubuntu: 'sudo apt-get install -y postgresql redis-server' (or run this script as root).
EOF
    )"
  fi
  wait_for "Postgres" 60 pg_ok || die "Postgres at $(redact "$DATABASE_URL") still doesn't answer after 60 s"
  wait_for "Redis" 60 redis_ok || die "Redis at $(redact "$REDIS_URL") still doesn't answer after 60 s"
fi

ensure_database "$DATABASE_URL"
info "Postgres: $(redact "$DATABASE_URL") · Redis: $(redact "$REDIS_URL")"

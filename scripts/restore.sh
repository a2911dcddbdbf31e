#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into a named database (and, if asked, the files
# into a storage directory).
#
#   scripts/restore.sh --database NAME [--storage-dir DIR] [--yes] BACKUP
#
# BACKUP is a storybook-<time> folder. The database is NAME on the server of DATABASE_URL
# (environment, then the repository's .env), reached with its user and password; it is created
# when missing. A database that already holds tables, or a storage directory that holds files,
# is replaced only with --yes (stop the API and the worker first). The database is restored in
# one transaction: if anything fails, it is left as it was. Checks SHA256SUMS first. Afterwards,
# run the migrations (npm run migrate, or the compose migrate service) when the code is newer
# than the backup.
set -euo pipefail

die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}
info() { printf '==> %s\n' "$*"; }
usage() {
  sed -n '5p' "${BASH_SOURCE[0]}" | sed 's/^#  *//' >&2
  exit 2
}

start_dir="$PWD"
abs() { if [[ "$1" == /* ]]; then printf '%s' "$1"; else printf '%s/%s' "$start_dir" "$1"; fi; }

database='' storage_dir='' yes=0 backup=''
while [ $# -gt 0 ]; do
  case "$1" in
    --database | --storage-dir)
      [ $# -ge 2 ] || usage
      if [ "$1" = --database ]; then database="$2"; else storage_dir="$(abs "$2")"; fi
      shift 2
      ;;
    --yes)
      yes=1
      shift
      ;;
    -h | --help) usage ;;
    -*) die "unknown option $1" ;;
    *)
      [ -z "$backup" ] || usage
      backup="$(abs "$1")"
      shift
      ;;
  esac
done
if [ -z "$database" ] || [ -z "$backup" ]; then usage; fi
[[ "$database" =~ ^[A-Za-z0-9_-]+$ ]] || die "--database: letters, digits, - and _ only (got '$database')"
[ -f "$backup/database.dump" ] || die "$backup/database.dump not found: is $backup a backup folder?"

lib="$(dirname "${BASH_SOURCE[0]}")/lib.sh"
if [ -f "$lib" ]; then
  # shellcheck source=scripts/lib.sh
  source "$lib"
  load_dotenv
fi
DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/storybook}"
for tool in pg_restore psql; do
  command -v "$tool" >/dev/null || die "$tool is missing (Debian: apt-get install postgresql-client)"
done

# The same server, user and password as DATABASE_URL, another database (the path part).
with_database() {
  local url="${DATABASE_URL%%\?*}" query='' rest
  [ "$url" = "$DATABASE_URL" ] || query="?${DATABASE_URL#*\?}"
  rest="${url#*://}"
  printf '%s://%s/%s%s' "${url%%://*}" "${rest%%/*}" "$1" "$query"
}
target="$(with_database "$database")"
admin="$(with_database postgres)"

info "Checking $backup/SHA256SUMS"
(cd "$backup" && sha256sum --quiet -c SHA256SUMS) || die "$backup does not match its SHA256SUMS"

if [ -n "$storage_dir" ]; then
  [ -f "$backup/storage.tar" ] || die "the backup has no storage.tar (see $backup/backup.txt)"
  if [ -d "$storage_dir" ] && [ -n "$(ls -A "$storage_dir")" ] && [ "$yes" != 1 ]; then
    die "$storage_dir is not empty: add --yes to replace its files"
  fi
fi

# (NAME is letters, digits, - and _ only: safe inside the quotes.)
exists="$(psql "$admin" -XtAq -v ON_ERROR_STOP=1 \
  -c "SELECT 1 FROM pg_database WHERE datname = '$database'")" || die "cannot reach the Postgres server"
clean=()
if [ "$exists" = 1 ]; then
  relations="$(psql "$target" -XtAq -v ON_ERROR_STOP=1 -c "
    SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S')")"
  if [ "$relations" != 0 ]; then
    [ "$yes" = 1 ] || die "database $database is not empty ($relations tables, views and sequences): add --yes to replace what the backup holds"
    clean=(--clean --if-exists)
  fi
else
  info "Creating database $database"
  psql "$admin" -Xq -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$database\""
fi

info "Restoring $backup/database.dump into $database"
pg_restore --dbname="$target" --single-transaction --exit-on-error --no-owner --no-privileges \
  "${clean[@]}" "$backup/database.dump"

if [ -n "$storage_dir" ]; then
  info "Restoring files into $storage_dir"
  mkdir -p "$storage_dir"
  # Replaces the directory's contents: the files the restored database names, no others.
  find "$storage_dir" -mindepth 1 -delete
  tar -C "$storage_dir" -xf "$backup/storage.tar"
fi
info "Restore complete: database $database${storage_dir:+, files in $storage_dir}"

#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into a named database (and, if asked, the files
# into a storage directory).
#
#   scripts/restore.sh --database NAME [--storage-dir DIR] [--yes] BACKUP
#
# BACKUP is a storybook-<time> folder. The database is NAME on the server of DATABASE_URL
# (environment, then the repository's .env), reached with its user and password; it is created
# when missing. A database that already holds tables, or a storage directory that holds files,
# is replaced only with --yes (stop the API and the worker first): the backup is restored into a
# new database, which takes the name only once it is whole, and the old one is kept, renamed
# NAME_before_<time>. If anything fails, NAME is left as it was. Checks SHA256SUMS first.
# Afterwards, run the migrations (npm run migrate, or the compose migrate service) when the code
# is newer than the backup.
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

# (Database names here are letters, digits, - and _ only: safe inside the quotes.)
sql() { psql "$admin" -XtAq -v ON_ERROR_STOP=1 "$@"; }
exists="$(sql -c "SELECT 1 FROM pg_database WHERE datname = '$database'")" ||
  die "cannot reach the Postgres server"
replace=0
if [ "$exists" = 1 ]; then
  relations="$(psql "$target" -XtAq -v ON_ERROR_STOP=1 -c "
    SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S')")"
  if [ "$relations" != 0 ]; then
    [ "$yes" = 1 ] || die "database $database is not empty ($relations tables, views and sequences): add --yes to replace it"
    replace=1
  fi
fi

restore_into() {
  info "Restoring $backup/database.dump into $1"
  pg_restore --dbname="$(with_database "$1")" --single-transaction --exit-on-error --no-owner \
    --no-privileges "$backup/database.dump"
}

if [ "$replace" = 1 ]; then
  # A non-empty database is replaced whole, not cleaned object by object: tables a newer
  # migration added would survive a clean and break the next `migrate`. The backup goes into a
  # new database, which then takes the name in one transaction; the old one stays, renamed.
  stamp="$(date -u +%Y%m%d%H%M%S)"
  incoming="${database}_restoring_$stamp" previous="${database}_before_$stamp"
  [ "${#incoming}" -le 63 ] || die "--database: name too long to restore beside it (Postgres: 63 bytes)"
  sql -c "CREATE DATABASE \"$incoming\""
  restore_into "$incoming" || {
    sql -c "DROP DATABASE \"$incoming\""
    die "the restore failed; $database is unchanged"
  }
  sql -1 -c "ALTER DATABASE \"$database\" RENAME TO \"$previous\"" \
    -c "ALTER DATABASE \"$incoming\" RENAME TO \"$database\"" || {
    sql -c "DROP DATABASE \"$incoming\""
    die "could not swap in the restored database (still in use? stop the API and the worker); $database is unchanged"
  }
  info "The database it replaced is now $previous: drop it (dropdb $previous) once you have checked the restore"
else
  if [ "$exists" != 1 ]; then
    info "Creating database $database"
    sql -c "CREATE DATABASE \"$database\""
  fi
  restore_into "$database"
fi

if [ -n "$storage_dir" ]; then
  info "Restoring files into $storage_dir"
  mkdir -p "$storage_dir"
  # Replaces the directory's contents: the files the restored database names, no others.
  find "$storage_dir" -mindepth 1 -delete
  tar -C "$storage_dir" -xf "$backup/storage.tar"
fi
info "Restore complete: database $database${storage_dir:+, files in $storage_dir}"

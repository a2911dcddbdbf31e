#!/usr/bin/env bash
# Backs up the shop: the database (pg_dump, custom format) and the files of the local storage
# driver (a tar of STORAGE_DIR), into DEST/storybook-<UTC time>/ with a SHA256SUMS file.
#
#   scripts/backup.sh [DEST]       DEST defaults to BACKUP_DIR, else backups/ in the repository
#
# Reads DATABASE_URL, STORAGE_DRIVER and STORAGE_DIR (environment, then the repository's .env;
# defaults as in .env.example), and BACKUP_KEEP: how many backups to keep in DEST (default 0:
# all; older storybook-* folders are removed after a successful backup). With STORAGE_DRIVER=s3
# the files are in the bucket: the backup holds a note saying so, and the bucket is backed up
# with the store's own tools. Needs pg_dump of the server's major version or newer, and tar.
# Standalone (the compose backup service runs it from the postgres image, without the repository).
set -euo pipefail

die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}
info() { printf '==> %s\n' "$*"; }
redact() { printf '%s' "$1" | sed -E 's#(://[^:/@]*):[^@/]*@#\1:***@#'; }

# DEST given as an argument is taken from where the script was started. lib.sh (for .env)
# changes to the repository root, as the services do, so a relative STORAGE_DIR or BACKUP_DIR
# means what it means to them and to docker compose.
dest="${1:-}"
[ -z "$dest" ] || [[ "$dest" == /* ]] || dest="$PWD/$dest"
lib="$(dirname "${BASH_SOURCE[0]}")/lib.sh"
if [ -f "$lib" ]; then
  # shellcheck source=scripts/lib.sh
  source "$lib"
  load_dotenv
fi
dest="${dest:-${BACKUP_DIR:-backups}}"

DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/storybook}"
STORAGE_DRIVER="${STORAGE_DRIVER:-local}"
STORAGE_DIR="${STORAGE_DIR:-storage}"
BACKUP_KEEP="${BACKUP_KEEP:-0}"
[[ "$BACKUP_KEEP" =~ ^[0-9]+$ ]] || die "BACKUP_KEEP must be a number of backups (0: keep all)"
command -v pg_dump >/dev/null || die "pg_dump is missing (Debian: apt-get install postgresql-client)"

# Names are to the second: a second backup within the same second waits for the next one.
for _ in 1 2 3; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  final="$dest/storybook-$stamp"
  [ -e "$final" ] || [ -e "$final.partial" ] || break
  sleep 1
done
work="$final.partial"
[ ! -e "$final" ] || die "$final already exists"
mkdir -p "$dest"
mkdir "$work"
# A failed run leaves no half backup that could pass for a whole one.
trap 'rm -rf "$work"' EXIT

info "Database $(redact "$DATABASE_URL") -> $final/database.dump"
pg_dump --format=custom --compress=6 --file="$work/database.dump" "$DATABASE_URL"

# Files after the database: a file a dumped row names is in the tar unless it was deleted in
# between (a retention run, a parent's delete), and then its row was on its way out too.
case "$STORAGE_DRIVER" in
  local)
    if [ -d "$STORAGE_DIR" ]; then
      info "Files $STORAGE_DIR -> $final/storage.tar"
      # Pictures and PDFs are compressed already: a plain tar.
      tar -C "$STORAGE_DIR" -cf "$work/storage.tar" .
    else
      info "No $STORAGE_DIR directory yet (no picture or book stored): no storage.tar"
    fi
    ;;
  s3)
    info "STORAGE_DRIVER=s3: the files are in bucket ${S3_BUCKET:-?}; back it up with the store's tools"
    ;;
  *) die "STORAGE_DRIVER must be local or s3 (got '$STORAGE_DRIVER')" ;;
esac

{
  echo "created: $stamp"
  echo "database: $(redact "$DATABASE_URL")"
  echo "pg_dump: $(pg_dump --version)"
  echo "storage_driver: $STORAGE_DRIVER"
  if [ "$STORAGE_DRIVER" = local ]; then
    echo "storage_dir: $STORAGE_DIR"
  else
    echo "s3_bucket: ${S3_BUCKET:-} (not in this backup)"
    echo "s3_endpoint: ${S3_ENDPOINT:-AWS S3}"
  fi
} >"$work/backup.txt"
files=(database.dump backup.txt)
if [ -f "$work/storage.tar" ]; then files+=(storage.tar); fi
(cd "$work" && sha256sum -- "${files[@]}" >SHA256SUMS)

mv "$work" "$final"
trap - EXIT
info "Backup complete: $final ($(du -sh "$final" | cut -f1))"

if [ "$BACKUP_KEEP" -gt 0 ]; then
  # Names sort by time (UTC stamps); only finished backups count and go.
  mapfile -t old < <(find "$dest" -mindepth 1 -maxdepth 1 -type d -name 'storybook-*Z' | sort | head -n "-$BACKUP_KEEP")
  for dir in "${old[@]}"; do
    info "Removing old backup $dir (BACKUP_KEEP=$BACKUP_KEEP)"
    rm -rf -- "$dir"
  done
fi

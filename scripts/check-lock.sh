#!/usr/bin/env bash
# Checks that package-lock.json is complete and in step with package.json, the way `npm ci` will
# judge it on a fresh machine: npm re-resolves the lock file from package.json in a scratch copy
# (no node_modules, no install scripts) and the result must equal the committed file. An entry left
# out (for example another platform's optional build) or a dependency changed in package.json
# without `npm install` shows up as a difference.
#   scripts/check-lock.sh [DIR]   DIR holds package.json and package-lock.json (default: the repo)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

dir="$(cd "${1:-$ROOT}" && pwd)"
[ -f "$dir/package-lock.json" ] || die "$dir/package-lock.json is missing. Run 'npm install' and commit package-lock.json."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$dir/package.json" "$dir/package-lock.json" "$scratch/"
[ ! -f "$dir/.npmrc" ] || cp "$dir/.npmrc" "$scratch/"

if ! (cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >"$scratch/npm.log" 2>&1); then
  cat "$scratch/npm.log" >&2
  die "npm could not resolve package.json against package-lock.json (see above)."
fi
if ! cmp -s "$dir/package-lock.json" "$scratch/package-lock.json"; then
  diff -u "$dir/package-lock.json" "$scratch/package-lock.json" | head -40 >&2 || true
  die "package-lock.json is not in step with package.json (npm would change it as shown above). Fix: run 'npm install --package-lock-only --ignore-scripts' and commit package-lock.json."
fi
info "package-lock.json is complete and in step with package.json"

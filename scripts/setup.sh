#!/usr/bin/env bash
# Installs what the repo needs on this machine: checks Node, runs `npm ci` when node_modules is
# missing or older than package-lock.json, and installs Debian's Chromium for the browser tests and
# the PostgreSQL and Redis server programs the fault suite starts its own copies of.
#   --no-browser   skip Chromium and the fault suite's servers (make start needs neither)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

want_browser=1
for arg in "$@"; do
  case "$arg" in
    --no-browser) want_browser=0 ;;
    *) die "unknown option $arg (usage: scripts/setup.sh [--no-browser])" ;;
  esac
done

# Node.js >= 20.19 (package.json "engines").
have node || die "Node.js is not installed. Install Node.js 20 LTS (20.19 or newer): https://nodejs.org/ or 'nvm install 20'."
node_version="$(node -p 'process.versions.node')"
IFS=. read -r major minor _ <<<"$node_version"
if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
  die "Node.js $node_version is too old: this repo needs 20.19 or newer. Install Node.js 20 LTS: https://nodejs.org/ or 'nvm install 20'."
fi
have npm || die "npm is missing (it comes with Node.js): reinstall Node.js 20 LTS."

# npm packages. npm writes node_modules/.package-lock.json on every install: it dates the install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  info "Installing npm packages (npm ci)"
  # `npm ci` only: it installs exactly the tree package-lock.json describes, or refuses. A lock file
  # npm refuses is fixed in the repository (scripts/check-lock.sh says how), never worked around here.
  npm ci --no-audit --no-fund || die "npm ci failed (see above). If it says package.json and package-lock.json are not in sync, run 'bash scripts/check-lock.sh' for the fix."
  touch node_modules/.package-lock.json # npm leaves it alone when nothing changed
else
  info "npm packages are up to date"
fi

# Chromium for Playwright: Debian's package, never a downloaded browser.
if [ "$want_browser" = 1 ]; then
  if [ -x /usr/bin/chromium ]; then
    info "Chromium: /usr/bin/chromium"
  elif is_root && is_debian; then
    info "Installing Chromium for the browser tests (apt-get install chromium)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    [ -x /usr/bin/chromium ] || die "apt-get installed chromium but /usr/bin/chromium is missing"
  else
    warn "the browser tests need Debian's Chromium at /usr/bin/chromium, which is missing." \
      "Install it as root: 'sudo apt-get update && sudo apt-get install -y chromium'. Everything else works without it."
  fi
fi

# The fault suite (test/faults) runs a PostgreSQL cluster and a redis-server of its own, so it can
# stop them without touching the shared servers: it needs Debian's server programs.
if [ "$want_browser" = 1 ]; then
  missing=()
  if ! have initdb && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then missing+=(postgresql); fi
  have redis-server || missing+=(redis-server)
  # The worker runs on jemalloc (deploy/worker.env): bulk illustration keeps half the memory.
  if ! compgen -G '/usr/lib/*/libjemalloc.so.2' >/dev/null; then missing+=(libjemalloc2); fi
  if [ ${#missing[@]} -gt 0 ]; then
    if is_root && is_debian; then
      info "Installing ${missing[*]} for the fault suite (apt-get install)"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      warn "the fault suite and the worker's allocator need ${missing[*]} (Debian's packages); install them as root. Everything else works without them."
    fi
  fi
fi

# The commands people type. `make` alone lists them.
SHELL := bash
.DEFAULT_GOAL := help
.NOTPARALLEL:

.PHONY: help start test check-lock bench story-report migrate build setup services test-services lint typecheck \
	test-unit test-integration test-web smoke test-faults test-e2e clean

help: ## List the commands
	@awk 'BEGIN { FS = ":.*## " } /^[a-z0-9-]+:.*## / { printf "  make %-17s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)

start: ## Install, start Postgres/Redis, build, migrate and run the shop at http://localhost:3000
	@bash scripts/start.sh

test: check-lock setup services test-services lint typecheck test-unit build test-integration test-web smoke test-faults test-e2e ## Run every check and test (what CI runs)
	@echo "make test: all passed"

check-lock: ## Check that package-lock.json is complete and in step with package.json (what npm ci needs)
	@bash scripts/check-lock.sh

setup: ## Install npm packages (and Debian's Chromium for the browser tests)
	@bash scripts/setup.sh

services: ## Make sure Postgres and Redis answer (starting or installing them if needed)
	@bash scripts/services.sh

# The servers the integration tests use when no Docker engine answers (see README).
test-services:
	@DATABASE_URL="$${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}" \
	REDIS_URL="$${TEST_REDIS_URL:-redis://127.0.0.1:6379}" bash scripts/services.sh

lint: ## ESLint, Prettier, knip (unused files, exports, dependencies) and ShellCheck when installed
	npm run --silent lint
	@if command -v shellcheck >/dev/null; then shellcheck -x scripts/*.sh test/smoke/*.sh .ci/run; fi

typecheck: ## TypeScript, server and web
	npm run --silent typecheck

test-unit: ## Unit tests (jest)
	npm run --silent test:unit

build: ## Build the server (dist/) and the web app (web/dist/)
	npm run --silent build

test-integration: ## Integration tests against real Postgres and Redis
	npm run --silent test:integration

test-web: ## Web component tests (jest, jsdom)
	npm run --silent test:web

smoke: ## Smoke test: serve the build, check /api/health and /, then Ctrl-C
	@bash test/smoke/smoke.sh

test-faults: ## Fault suite: kills the worker and the API, stops its own Redis and Postgres; needs the build
	npx tsx test/faults/run.ts

test-e2e: ## Browser journeys (Playwright, Debian's Chromium); needs the build
	npm run --silent test:e2e

migrate: ## Run the database migrations (needs the build)
	@bash scripts/services.sh
	npm run --silent migrate

# Every bench runs even when one fails (a missed bar or an error); the summary table comes last.
bench: build ## Build, then run every bench/*.bench.ts in turn, then the summary table
	@shopt -s nullglob; files=(bench/*.bench.ts); failed=(); \
	if [ $${#files[@]} -eq 0 ]; then echo "no benchmarks in bench/"; exit 0; fi; \
	for f in "$${files[@]}"; do echo "==> $$f"; npx tsx "$$f" || failed+=("$$f"); done; \
	npx tsx bench/summary.ts; \
	if [ $${#failed[@]} -gt 0 ]; then echo "make bench: failed: $${failed[*]}"; exit 1; fi

story-report: ## Report on the story library (coverage, checker faults, length fit, shared text)
	npx tsx libs/story-engine/src/cli/report.ts

clean: ## Remove build output and test reports (keeps node_modules and .env)
	rm -rf dist web/dist coverage playwright-report test-results

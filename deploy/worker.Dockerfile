# syntax=docker/dockerfile:1
# The worker: BullMQ processors; WORKER_QUEUES chooses the queues. Build from the repository root:
#   docker build -f deploy/worker.Dockerfile -t storybook-shop-worker .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/setup.sh scripts/lib.sh scripts/
# The repository's own install step: `npm ci` from the committed lock file, nothing else.
RUN bash scripts/setup.sh --no-browser
COPY . .
RUN npm run build:server && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# A font, so text in rendered SVG illustrations (sharp/libvips) doesn't come out blank; jemalloc,
# the allocator deploy/worker.env preloads.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core libjemalloc2 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# dist/ holds the story library and the Create Together skeletons too (build:server copies
# libs/story-engine/stories and libs/story-engine/together into it)
COPY --from=build /app/dist ./dist
COPY deploy/worker.env deploy/
# STORAGE_DIR (default storage/): files the services write (illustrations, PDFs).
RUN mkdir -p storage && chown node:node storage
USER node
# deploy/worker.env first (its allocator must be set before the process starts); exec, so the
# worker itself receives the stop signal.
CMD ["sh", "-c", "set -a && . deploy/worker.env && set +a && exec node dist/services/worker/src/main.js"]

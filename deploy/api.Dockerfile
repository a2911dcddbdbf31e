# syntax=docker/dockerfile:1
# The API: NestJS gateway that also serves the built web app. Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t storybook-shop-api .
# The same image runs the migrations: node dist/libs/db/src/cli/migrate.js up

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/setup.sh scripts/lib.sh scripts/
# The repository's own install step: `npm ci` from the committed lock file, nothing else.
RUN bash scripts/setup.sh --no-browser
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# dist/ holds the story library and the Create Together skeletons too (build:server copies
# libs/story-engine/stories and libs/story-engine/together into it)
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# STORAGE_DIR (default storage/): files the services write (illustrations, PDFs).
RUN mkdir -p storage && chown node:node storage
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/services/api/src/main.js"]

# syntax=docker/dockerfile:1

# ---- build: install everything, build the site, then drop the dev dependencies ----
FROM node:24-slim AS build
WORKDIR /app
# The lockfile before the sources: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: only what runs ----
FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server: only DATA_DIR is writable.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The sample content; mount the restaurant's own folder over it (or elsewhere with CONTENT_DIR).
COPY --from=build /app/content ./content
# `node` is uid 1000, gid 1000: a host folder mounted at /data must belong to it (chown 1000:1000),
# or the site serves pages but refuses enquiries (see "Running it in Docker" in docs/operations.md).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# No curl or wget in the image: node itself asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) starts the graceful shutdown; see SHUTDOWN_TIMEOUT in the README.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]

# syntax=docker/dockerfile:1
# Two stages: compile everything, then ship Node.js 24 with the API's production dependencies, the
# compiled API and its fonts, the web's static files and the SQL migrations. Nothing else: no dev dependencies,
# no Prisma CLI/Studio, no TypeScript, no embedded-PostgreSQL binaries, no caches.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The legacy builder (no BuildKit) keeps this stage as an untagged image; the label lets
# `docker image prune -f --filter label=portal-cotacoes.stage=build` find it. BuildKit keeps none.
LABEL portal-cotacoes.stage=build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/test-support/package.json packages/test-support/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm -r --workspace-concurrency=1 run build
# The API with its production dependencies (the workspace's @portal/shared copied in), pruned.
RUN pnpm --filter @portal/api deploy --legacy --prod /deploy \
  && node scripts/prune-image-deps.mjs /deploy

FROM ${NODE_IMAGE} AS runtime
# PORTAL_IN_CONTAINER: TRUST_PROXY=true also believes the container's own networks (the host's
# published port and a proxy container arrive from them; the LAN's computers keep their addresses).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data PORTAL_IN_CONTAINER=1
WORKDIR /app
COPY --from=build /deploy/package.json apps/api/package.json
COPY --from=build /deploy/node_modules apps/api/node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
# The fonts the quotation PDF embeds (read beside dist/ at run time).
COPY --from=build /app/apps/api/assets apps/api/assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY prisma/migrations prisma/migrations
# `portal usuarios:redefinir-senha EMAIL` (docker compose exec app portal ...): the administration CLI.
RUN mkdir -p /data && chown node:node /data \
  && printf '#!/bin/sh\nexec node /app/apps/api/dist/cli.js "$@"\n' >/usr/local/bin/portal \
  && chmod 755 /usr/local/bin/portal
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]

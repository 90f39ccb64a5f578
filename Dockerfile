# The all-in-one image: the API serving both built web apps (and Storybook at /storybook/) on one origin — what `npm start`
# runs, and the default of docker-compose.yml. Each app also has an image of its own
# (apps/*/Dockerfile; docs/deploying.md). Build from the repository root:
#   docker build -t cairn .
# scripts/prove-dockerfiles.mjs runs these same steps outside Docker in `npm test`.

FROM node:26-bookworm-slim AS prune
WORKDIR /repo
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @cairn/api @cairn/marketing @cairn/dashboard --docker --out-dir=/pruned

FROM node:26-bookworm-slim AS build
WORKDIR /repo
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
RUN npm install --global pnpm@10.34.9
COPY --from=prune /pruned/json/ .
RUN pnpm install --frozen-lockfile
COPY --from=prune /pruned/full/ .
# Root settings every workspace's tsconfig extends (turbo prune keeps only workspaces).
COPY tsconfig.base.json ./
RUN pnpm exec turbo run build --filter=@cairn/api --filter=@cairn/marketing --filter=@cairn/dashboard \
 && pnpm exec turbo run storybook:build --filter=@cairn/ui \
 && pnpm --filter @cairn/api deploy --prod --legacy /out/api \
 && cp -r apps/marketing/dist /out/marketing \
 && cp -r apps/dashboard/dist /out/dashboard \
 && cp -r packages/ui/storybook-static /out/storybook

FROM node:26-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 \
    MARKETING_DIST=/app/web/marketing DASHBOARD_DIST=/app/web/dashboard \
    STORYBOOK_DIST=/app/web/storybook DATA_DIR=/data
COPY --from=build /out/api /app
COPY --from=build /out/marketing /app/web/marketing
COPY --from=build /out/dashboard /app/web/dashboard
COPY --from=build /out/storybook /app/web/storybook
RUN mkdir -p /data && chown 1000:1000 /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ping').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]

# The shop as one image: API, console, storefront and widgets. ROLE=worker runs the queue workers.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY admin/package.json admin/
COPY storefront/package.json storefront/
COPY widgets/package.json widgets/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: the backend's production dependencies, installed afresh (scripts/runtime-deps.sh: no
# compiler, no front-end packages, no embedded PostgreSQL), and the apps as built above.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY scripts/runtime-deps.sh scripts/
RUN sh scripts/runtime-deps.sh && rm -rf /root/.npm
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/admin/dist admin/dist
COPY --from=build /app/storefront/dist storefront/dist
# The storefront's server render: one self-contained bundle (React included), so no front-end packages here.
COPY --from=build /app/storefront/dist-server storefront/dist-server
COPY --from=build /app/widgets/dist widgets/dist
# Uploaded media and CSV feeds waiting for import (MEDIA_DIR, IMPORT_DIR): a volume in docker-compose.yml.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]

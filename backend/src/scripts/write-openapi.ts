/**
 * `npm run openapi`: writes the OpenAPI document the code produces to openapi.json at the repository
 * root. No database or Redis is needed: nothing is queried while the document is built.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { appVersion, repoRoot } from '../config/paths.js';
import { buildOpenApiDocument, serializeOpenApi } from '../openapi.js';

// Nothing connects while the document is built, so an address that answers nothing is fine.
const UNUSED_DATABASE = 'postgres://openapi@127.0.0.1:9/openapi';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', REDIS_URL: 'redis://127.0.0.1:9' }, appVersion);
const app = await createApp(config, UNUSED_DATABASE);
const target = resolve(repoRoot, 'openapi.json');
writeFileSync(target, serializeOpenApi(buildOpenApiDocument(app, config.version)));
await app.close();
console.log(`Wrote ${target}`);

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import { buildOpenApiDocument, serializeOpenApi } from '../src/openapi.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('OpenAPI', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  test('the committed openapi.json is what the code produces (run `npm run openapi` after API changes)', () => {
    const committed = readFileSync(resolve(repoRoot, 'openapi.json'), 'utf8');
    const generated = serializeOpenApi(buildOpenApiDocument(shop.app, JSON.parse(committed).info.version));
    expect(generated).toBe(committed);
  });

  test('the front ends’ generated API types match openapi.json (run `npm run openapi`)', () => {
    const target = resolve(mkdtempSync(resolve(tmpdir(), 'api-types-')), 'schema.ts');
    // The options of the widgets' `api-types` script: a property with a default stays optional in requests,
    // and each enum's values are exported as an array (the front ends' one list of allowed values).
    const cli = resolve(repoRoot, 'node_modules/openapi-typescript/bin/cli.js');
    execFileSync(
      process.execPath,
      [cli, 'openapi.json', '--default-non-nullable', 'false', '--enum-values', '-o', target],
      { cwd: repoRoot, stdio: 'ignore' },
    );
    expect(readFileSync(resolve(repoRoot, 'widgets/src/api/schema.ts'), 'utf8')).toBe(readFileSync(target, 'utf8'));
  });

  test('the live spec and Swagger UI are served', async () => {
    const spec = await shop.http.get('/api/openapi.json').expect(200);
    expect(spec.body.paths['/api/health'].get.operationId).toBe('getHealth');
    const docs = await shop.http.get('/api/docs/').expect(200);
    expect(docs.text).toContain('swagger-ui');
  });

  test('every operation has a summary, and operation ids are unique', () => {
    const document = buildOpenApiDocument(shop.app, '0.0.0');
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string; summary?: string }>),
    );
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document, with keys sorted so the committed openapi.json only changes when the API does. */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lumen Jewelers API')
    .setDescription(
      'Public shop API (catalogue, leads, content) and the staff API for the react-admin console. ' +
        'Errors always have the shape { statusCode, message, errors? }. Staff routes under /api/admin need an admin bearer token.',
    )
    .setVersion(version)
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  return sortKeys(document) as OpenAPIObject;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The exact text of the committed openapi.json. */
export function serializeOpenApi(document: object): string {
  return JSON.stringify(document, null, 2) + '\n';
}

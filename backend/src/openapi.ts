import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  type Permission,
  PERMISSIONS_EXTENSION,
  RESTRICTED_FIELDS_EXTENSION,
  rolesWith,
  STAFF_ROLE_LABELS,
} from './common/staff-permissions.js';

/** The OpenAPI document, with keys sorted so the committed openapi.json only changes when the API does. */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lumen Jewelers API')
    .setDescription(
      'Public shop API (catalogue, leads, content) and the staff API for the react-admin console. ' +
        'Errors always have the shape { statusCode, message, errors? }. Staff routes under /api/admin need a staff bearer token ' +
        'and the permission each declares (`x-permissions`), which the caller’s role must hold (README: Staff roles).',
    )
    .setVersion(version)
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  describePermissions(document);
  return sortKeys(document) as OpenAPIObject;
}

type Operation = {
  description?: string;
  responses: Record<string, unknown>;
  [PERMISSIONS_EXTENSION]?: Permission[];
  [RESTRICTED_FIELDS_EXTENSION]?: Record<Permission, string[]>;
};

const rolesText = (permission: Permission) =>
  rolesWith(permission)
    .map((role) => STAFF_ROLE_LABELS[role])
    .join(', ');

/**
 * Each staff operation's permission (x-permissions) in words a reader of the documentation sees, with
 * the roles holding it, the fields some roles do not see, and the 403 a role without it gets.
 */
function describePermissions(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item) as Operation[]) {
      const [permission] = operation[PERMISSIONS_EXTENSION] ?? [];
      if (!permission) continue;
      const restricted = Object.entries(operation[RESTRICTED_FIELDS_EXTENSION] ?? {}).map(
        ([needed, fields]) =>
          ` Without ${needed} (${rolesText(needed as Permission)}), the answer leaves out ${fields.join(', ')}, and a list is not sorted or filtered by them.`,
      );
      const rule = `Permission: ${permission} (${rolesText(permission)}).${restricted.join('')}`;
      operation.description = operation.description ? `${operation.description}\n\n${rule}` : rule;
      const stated = (operation.responses['403'] as { description?: string } | undefined)?.description;
      operation.responses['403'] = {
        description: [stated, 'A customer’s token, or a role without the permission'].filter(Boolean).join('; '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      };
    }
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

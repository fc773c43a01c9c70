import {
  FIELD_VALUES,
  HOSTILE_BODIES,
  HOSTILE_QUERY_STRINGS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  REFUSED_EVERYWHERE,
  type Hostile,
} from './hostile-corpus.js';

/** One request of the fuzz run, in raw wire form. */
export interface HostileCase {
  operation: string;
  what: string;
  method: string;
  /** Path and query exactly as sent (already percent-encoded). */
  target: string;
  contentType?: string;
  body?: Buffer;
  /** Names a 400 may give for what is wrong: the fields, parameters or keys this case made hostile. */
  names: string[];
  /** The case puts hostile values in a body's fields (rather than its path, query or whole body). */
  fieldCase?: boolean;
}

interface Schema {
  $ref?: string;
  type?: string;
  enum?: string[];
  example?: unknown;
  format?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** A record id nobody has: bodies of any shape go there, so whatever a validator lets through finds nothing to change. */
export const NOBODY = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';

/**
 * Every case for one operation. `validPath` fills the path parameters with values that exist (or
 * undefined when none is known); path parameters also get every hostile segment in turn.
 */
export function casesFor(
  document: OpenApiDocument,
  path: string,
  method: string,
  validPath: Record<string, string> | undefined,
): HostileCase[] {
  const operation = document.paths[path][method];
  const name = `${method.toUpperCase()} ${path}`;
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, key: string) => values[key]);
  const nobody = Object.fromEntries(pathParams.map((key) => [key, validPath?.[key] ?? NOBODY]));
  for (const key of pathParams) if (key === 'id') nobody[key] = NOBODY;
  const cases: HostileCase[] = [];
  const add = (
    what: string,
    target: string,
    names: string[],
    body?: { contentType: string; body: Buffer },
    fieldCase = false,
  ) => cases.push({ operation: name, what, method: method.toUpperCase(), target, names, fieldCase, ...body });

  // Hostile path segments, one parameter at a time (the others valid where known).
  for (const key of pathParams) {
    for (const segment of HOSTILE_SEGMENTS) {
      const target = fill({ ...nobody, ...validPath, [key]: segment.raw });
      add(`${key} = ${segment.name}`, target, [key], operation.requestBody ? jsonBody('{}') : undefined);
    }
  }

  // Only reading is safe on records that exist; a delete or toggle of one is an ordinary request.
  const safeTarget = method === 'get' && validPath ? fill(validPath) : fill(nobody);
  if (!operation.requestBody) {
    if (method === 'delete' || (method !== 'get' && pathParams.length)) return cases;
    for (const key of queryParams) {
      for (const value of HOSTILE_QUERY_VALUES)
        add(`?${key} = ${value.name}`, `${safeTarget}?${key}=${value.raw}`, [key]);
    }
    for (const query of HOSTILE_QUERY_STRINGS)
      add(`query: ${query.name}`, `${safeTarget}?${query.raw}`, namesIn(query.raw));
    return cases;
  }

  const [contentType, { schema: raw }] = Object.entries(operation.requestBody.content)[0];
  const schema = resolve(document, raw);
  const fields = Object.keys(schema.properties ?? {});
  const encode =
    contentType === 'multipart/form-data'
      ? (values: Record<string, Hostile>) => multipartBody(schema, values)
      : (values: Record<string, Hostile>) => jsonBody(objectText(values));
  const target = fill(nobody);
  // A form with a record of nobody's in its path, or with required fields, cannot change anything with
  // one hostile field. One without either acts on the caller's own account (PATCH /api/auth/me): it
  // gets only what no field may take, so the demo administrator keeps the name other tests expect.
  const incomplete = pathParams.length > 0 || (schema.required?.length ?? 0) > 0;
  const everyFieldValues = incomplete ? HOSTILE_VALUES : REFUSED_EVERYWHERE;

  if (contentType !== 'multipart/form-data') {
    for (const body of HOSTILE_BODIES)
      add(`body = ${body.name}`, target, [...fields, ...namesIn(body.raw)], jsonBody(body.raw));
  }
  for (const value of everyFieldValues) {
    add(
      `every field = ${value.name}`,
      target,
      fields,
      encode(Object.fromEntries(fields.map((field) => [field, value]))),
      true,
    );
  }
  for (const field of fields) {
    for (const value of incomplete ? FIELD_VALUES : REFUSED_EVERYWHERE)
      add(`${field} = ${value.name}`, target, [field], encode({ [field]: value }), true);
  }
  // Records that exist get only what no field may take: nothing of them may change.
  if (validPath && pathParams.length) {
    for (const value of REFUSED_EVERYWHERE) {
      add(
        `existing record, every field = ${value.name}`,
        fill(validPath),
        fields,
        encode(Object.fromEntries(fields.map((field) => [field, value]))),
        true,
      );
    }
  }
  return cases;
}

/** The value a path parameter takes when nothing better is known: its enum's first member or its example. */
export function documentedValue(
  document: OpenApiDocument,
  path: string,
  method: string,
  key: string,
): string | undefined {
  const parameter = document.paths[path][method].parameters?.find((p) => p.in === 'path' && p.name === key);
  const schema = parameter?.schema && resolve(document, parameter.schema);
  return schema?.enum?.[0] ?? (typeof schema?.example === 'string' ? schema.example : undefined);
}

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(document, schema.allOf[0]);
  return schema;
}

function jsonBody(text: string) {
  return { contentType: 'application/json', body: Buffer.from(text, 'utf8') };
}

function objectText(values: Record<string, Hostile>): string {
  return `{${Object.entries(values)
    .map(([key, value]) => `${JSON.stringify(key)}:${value.raw}`)
    .join(',')}}`;
}

/** A form as a browser sends it: text fields carry the value's text, file fields a small file named by it. */
function multipartBody(schema: Schema, values: Record<string, Hostile>) {
  const parts: Buffer[] = [];
  for (const [field, value] of Object.entries(values)) {
    const text = textOf(value);
    const isFile = schema.properties?.[field]?.format === 'binary';
    const head = isFile
      ? `Content-Disposition: form-data; name="${field}"; filename="${text.replace(/["\r\n]/g, '_').slice(0, 200)}"\r\nContent-Type: application/octet-stream`
      : `Content-Disposition: form-data; name="${field}"`;
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`),
      Buffer.from(isFile ? 'not a picture, not a table' : text, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat(parts) };
}

/** The text a form field would carry for a JSON value (a string's own text, anything else as written). */
function textOf(value: Hostile): string {
  const parsed: unknown = (() => {
    try {
      return JSON.parse(value.raw);
    } catch {
      return undefined;
    }
  })();
  return typeof parsed === 'string' ? parsed : value.raw;
}

/** Names (keys) a hostile JSON body or query string carries, which a 400 may name. */
function namesIn(raw: string): string[] {
  const names = new Set<string>();
  for (const match of raw.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) names.add(match[1]);
  for (const match of raw.matchAll(/(?:^|&)([^=&[]+)/g)) names.add(decodeSafely(match[1]));
  return [...names].filter((key) => key.length < 100);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import cronParser from 'cron-parser';
import type { BodyCheck } from '../../common/body-rules.js';
import { IMPORT_CATEGORIES, type ImportCategory, isImportCategory, TEMPLATE_HEADERS } from '../catalog/index.js';
import { FeedKind, HttpAuth, ScheduleKind, SourceKind } from './entities/supplier.entity.js';
import { type MarkupRules, validateMarkup } from './markup/index.js';
import { HOST_KEY_FINGERPRINT } from './source/index.js';

/** A write-only secret: a new value, `null` to remove it, or undefined to keep the saved one. */
type Secret = string | null | undefined;

/** A supplier as staff save it, checked. */
export interface SupplierInput {
  name: string;
  category: ImportCategory;
  sourceKind: SourceKind;
  feedKind: FeedKind;
  http: {
    url: string;
    auth: HttpAuth;
    username: string | null;
    headerName: string | null;
    password: Secret;
    token: Secret;
  } | null;
  sftp: { host: string; port: number; username: string; path: string; password: Secret; privateKey: Secret } | null;
  schedule: { kind: ScheduleKind; hours: number | null; cron: string | null };
  columnAliases: Record<string, string>;
  markup: MarkupRules | null;
  retireLimitPercent: number;
}

const MAX_ALIASES = 100;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
const listed = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/**
 * The rules of a supplier's body (POST and PUT take the whole document; what the API answers but
 * never takes — id, liveStones, lastRun, hasPassword… — is ignored). Every problem at once, keyed by
 * the field's dotted path. Whether a host is public is checked after, by resolving it (the service).
 */
export function checkSupplier(body: Record<string, unknown>): BodyCheck<SupplierInput> {
  const errors: Record<string, string> = {};
  const fail = (path: string, message: string) => void (errors[path] ??= message);
  refuseUnknown(body, fail);

  const name = text(body.name);
  if (!name) fail('name', 'Name is required');
  else if (name.length > 100) fail('name', 'Name is at most 100 characters');
  // A feed holds what an upload does: the catalogue's import categories.
  const category = isImportCategory(body.category) ? body.category : null;
  if (!category) fail('category', `Category must be ${listed(IMPORT_CATEGORIES)}`);
  const sourceKinds = Object.values(SourceKind);
  if (!oneOf(sourceKinds, body.sourceKind)) fail('sourceKind', `Source must be ${listed(sourceKinds)}`);
  const feedKinds = Object.values(FeedKind);
  const feedKind = body.feedKind ?? FeedKind.Full;
  if (!oneOf(feedKinds, feedKind)) fail('feedKind', `Feed kind must be ${listed(feedKinds)}`);

  const http = body.sourceKind === SourceKind.Http ? checkHttp(body.http, fail) : null;
  const sftp = body.sourceKind === SourceKind.Sftp ? checkSftp(body.sftp, fail) : null;
  const schedule = checkSchedule(body.schedule, body.sourceKind === SourceKind.Manual, fail);
  const columnAliases = checkAliases(body.columnAliases, category, fail);

  let markup: MarkupRules | null = null;
  if (body.markup !== null && body.markup !== undefined) {
    const checked = validateMarkup(body.markup, 'markup');
    Object.entries(checked.errors).forEach(([path, message]) => fail(path, message));
    markup = checked.rules ?? null;
  }

  const limit = body.retireLimitPercent ?? 20;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 1 || limit > 100)
    fail('retireLimitPercent', 'The retirement limit is a percentage from 1 to 100');

  const messages = Object.values(errors);
  if (messages.length) return { value: null, errors, message: messages[0] };
  return {
    value: {
      name,
      category: category!,
      sourceKind: body.sourceKind as SourceKind,
      feedKind: feedKind as FeedKind,
      http,
      sftp,
      schedule,
      columnAliases,
      markup,
      retireLimitPercent: Math.round((limit as number) * 100) / 100,
    },
  };
}

type Fail = (path: string, message: string) => void;

/** What a supplier's body may hold: what it saves, and what the API answers (sent back by react-admin, ignored). */
const FIELDS: Record<string, readonly string[] | null> = {
  name: null,
  category: null,
  sourceKind: null,
  feedKind: null,
  http: ['url', 'auth', 'username', 'headerName', 'password', 'token', 'hasPassword', 'hasToken'],
  sftp: [
    'host',
    'port',
    'username',
    'path',
    'password',
    'privateKey',
    'hasPassword',
    'hasPrivateKey',
    // Answered, changed only through POST /api/admin/suppliers/:id/host-key.
    'hostKey',
    'hostKeyConfirmedAt',
    'presentedHostKey',
  ],
  schedule: ['kind', 'hours', 'cron'],
  columnAliases: null,
  markup: null,
  retireLimitPercent: null,
  ...Object.fromEntries(
    ['id', 'liveStones', 'lastRun', 'nextRunAt', 'createdAt', 'updatedAt'].map((key) => [key, null]),
  ),
};

/** A field the API does not know is refused by name (a typo must not be silently dropped). */
function refuseUnknown(body: Record<string, unknown>, fail: Fail): void {
  for (const [key, value] of Object.entries(body)) {
    if (!Object.hasOwn(FIELDS, key)) fail(key, `Unknown field ${key}`);
    else if (FIELDS[key] && isRecord(value))
      for (const inner of Object.keys(value))
        if (!FIELDS[key]!.includes(inner)) fail(`${key}.${inner}`, `Unknown field ${key}.${inner}`);
  }
}

/**
 * PUT's body: any of the supplier's fields (react-admin's update sends the whole record, updateMany only
 * the change). Unknown fields are refused here; the service checks the supplier it would make.
 */
export function checkSupplierChanges(body: Record<string, unknown>): BodyCheck<Record<string, unknown>> {
  const errors: Record<string, string> = {};
  refuseUnknown(body, (path, message) => void (errors[path] ??= message));
  const messages = Object.values(errors);
  return messages.length ? { value: null, errors, message: messages[0] } : { value: body };
}

/** The body of POST /api/admin/suppliers/:id/host-key: `{ fingerprint: "SHA256:…" | null }`. */
export function checkHostKeyBody(body: Record<string, unknown>): BodyCheck<{ fingerprint: string | null }> {
  const unknown = Object.keys(body).find((key) => key !== 'fingerprint');
  if (unknown)
    return { value: null, errors: { [unknown]: `Unknown field ${unknown}` }, message: `Unknown field ${unknown}` };
  const fingerprint = typeof body.fingerprint === 'string' ? body.fingerprint.trim() : body.fingerprint;
  if (fingerprint === null) return { value: { fingerprint: null } };
  if (typeof fingerprint !== 'string' || !HOST_KEY_FINGERPRINT.test(fingerprint)) {
    const message =
      'A host key fingerprint as OpenSSH prints it: SHA256: and 43 base64 characters, or null to forget it';
    return { value: null, errors: { fingerprint: message }, message };
  }
  return { value: { fingerprint } };
}

function secret(value: unknown, path: string, fail: Fail, max: number): Secret {
  if (value === null) return null;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return void fail(path, 'Must be text');
  if (value.length > max) return void fail(path, `At most ${max.toLocaleString('en-US')} characters`);
  return value;
}

function checkHttp(value: unknown, fail: Fail): SupplierInput['http'] {
  const http = isRecord(value) ? value : {};
  const url = text(http.url);
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    /* reported below */
  }
  if (!url) fail('http.url', 'The feed’s address is required');
  else if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    fail('http.url', 'Enter the feed’s full address, starting with https:// (or http://)');
  else if (parsed.username || parsed.password)
    fail('http.url', 'Put the user name and password in their own fields, not in the address');
  else if (url.length > 2000) fail('http.url', 'The address is at most 2,000 characters');
  const auths = Object.values(HttpAuth);
  const auth = http.auth ?? HttpAuth.None;
  if (!oneOf(auths, auth)) fail('http.auth', `Authentication must be ${listed(auths)}`);
  const username = text(http.username) || null;
  const headerName = text(http.headerName) || null;
  if (auth === HttpAuth.Basic && !username) fail('http.username', 'The user name is required for basic authentication');
  if (auth === HttpAuth.Header && (!headerName || !HEADER_NAME.test(headerName) || headerName.length > 100))
    fail('http.headerName', 'Name the header that carries the token, e.g. X-Api-Key');
  return {
    url,
    auth: auth as HttpAuth,
    username: auth === HttpAuth.Basic ? username : null,
    headerName: auth === HttpAuth.Header ? headerName : null,
    password: secret(http.password, 'http.password', fail, 500),
    token: secret(http.token, 'http.token', fail, 2000),
  };
}

function checkSftp(value: unknown, fail: Fail): SupplierInput['sftp'] {
  const sftp = isRecord(value) ? value : {};
  const host = text(sftp.host);
  if (!host) fail('sftp.host', 'The server’s host name is required');
  else if (host.length > 255 || !/^[A-Za-z0-9.:[\]-]+$/.test(host))
    fail('sftp.host', 'Enter a host name or address, e.g. sftp.supplier.com');
  const port = sftp.port ?? 22;
  if (!Number.isInteger(port) || (port as number) < 1 || (port as number) > 65535)
    fail('sftp.port', 'The port is a whole number from 1 to 65535');
  const username = text(sftp.username);
  if (!username) fail('sftp.username', 'The user name is required');
  else if (username.length > 200) fail('sftp.username', 'At most 200 characters');
  const path = text(sftp.path);
  if (!path) fail('sftp.path', 'The file’s path on the server is required, e.g. /outgoing/stones.csv');
  else if (path.length > 1000) fail('sftp.path', 'At most 1,000 characters');
  return {
    host,
    port: port as number,
    username,
    path,
    password: secret(sftp.password, 'sftp.password', fail, 500),
    privateKey: secret(sftp.privateKey, 'sftp.privateKey', fail, 20_000),
  };
}

function checkSchedule(value: unknown, manual: boolean, fail: Fail): SupplierInput['schedule'] {
  const schedule = isRecord(value) ? value : {};
  const kinds = Object.values(ScheduleKind);
  const kind = schedule.kind ?? ScheduleKind.Off;
  if (!oneOf(kinds, kind)) {
    fail('schedule.kind', `The schedule must be ${listed(kinds)}`);
    return { kind: ScheduleKind.Off, hours: null, cron: null };
  }
  if (manual && kind !== ScheduleKind.Off)
    fail('schedule.kind', 'A supplier whose files are uploaded by hand has no schedule');
  if (kind === ScheduleKind.Hours) {
    const hours = schedule.hours;
    if (!Number.isInteger(hours) || (hours as number) < 1 || (hours as number) > 168)
      fail('schedule.hours', 'Every 1 to 168 hours (a whole number)');
    return { kind, hours: hours as number, cron: null };
  }
  if (kind === ScheduleKind.Cron) {
    const cron = text(schedule.cron);
    const problem = cronProblem(cron);
    if (problem) fail('schedule.cron', problem);
    return { kind, hours: null, cron };
  }
  return { kind, hours: null, cron: null };
}

/** Why a cron expression cannot be a schedule, or null. Five fields: minute hour day month weekday. */
export function cronProblem(cron: string): string | null {
  if (!cron) return 'Enter a cron expression, e.g. 0 */6 * * * (every 6 hours, shop time)';
  if (cron.split(/\s+/).length !== 5 || cron.length > 100)
    return 'A cron expression has five fields: minute hour day-of-month month day-of-week';
  try {
    cronParser.parseExpression(cron);
    return null;
  } catch {
    return 'This is not a valid cron expression, e.g. 0 */6 * * * (every 6 hours, shop time)';
  }
}

/**
 * A supplier's own header names, each → the template column it stands for. A column the category's
 * template does not have is refused on its entry: it would map the supplier's header to nothing.
 * (Without a valid category, only the shape is checked: the category's own error says what to fix.)
 */
function checkAliases(value: unknown, category: ImportCategory | null, fail: Fail): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value))
    return (fail('columnAliases', 'Column names map the supplier’s header to a template column'), {});
  const entries = Object.entries(value);
  if (entries.length > MAX_ALIASES) fail('columnAliases', `At most ${MAX_ALIASES} column names`);
  const aliases: Record<string, string> = {};
  for (const [header, column] of entries) {
    const name = header.trim();
    if (!name || name.length > 100) fail('columnAliases', 'A supplier’s header name is 1 to 100 characters');
    else if (typeof column !== 'string' || !column.trim() || column.length > 60)
      fail(`columnAliases.${name}`, 'Choose the template column this header stands for');
    else if (category && !TEMPLATE_HEADERS[category].includes(column.trim()))
      fail(
        `columnAliases.${name}`,
        `The ${category} template has no column "${column.trim()}": choose one of its columns for this header`,
      );
    else aliases[name] = column.trim();
  }
  return aliases;
}

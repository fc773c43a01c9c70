import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@jest/globals';
import { repoRoot } from '../src/config/paths.js';
import {
  mayDo,
  Permission,
  PERMISSION_SCOPES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
} from '../src/common/staff-permissions.js';

/** A Markdown table row's cells, as Prettier may pad them. */
const cells = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

test('the README’s role × permission table is the code’s (backend/src/common/staff-permissions.ts)', () => {
  const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');
  const table = readme.slice(
    readme.indexOf('<!-- role-permissions:start -->'),
    readme.indexOf('<!-- role-permissions:end -->'),
  );
  const [header, , ...rows] = table.split('\n').filter((line) => line.startsWith('|'));
  expect(cells(header)).toEqual([
    'Permission',
    'What it covers',
    ...STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]),
  ]);
  expect(rows.map(cells)).toEqual(
    Object.values(Permission).map((permission) => [
      `\`${permission}\``,
      PERMISSION_SCOPES[permission],
      ...STAFF_ROLES.map((role) => (mayDo(role, permission) ? '✓' : '—')),
    ]),
  );
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from '@jest/globals';

const repoRoot = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

describe('the Node.js a first install needs', () => {
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };

  test("the README states it once, as package.json's engines (which the launcher checks)", () => {
    const stated = [...read('README.md').matchAll(/Node\.js (\d+(?:\.\d+)*) or newer/g)].map((match) => match[1]);
    expect(stated).toEqual([engines.node.replace('>=', '')]);
    expect(JSON.parse(read('package-lock.json')).packages[''].engines).toEqual(engines);
  });

  test('the launcher checks it first: it loads on exactly that Node and refuses an older one in one sentence', () => {
    const lib = JSON.stringify(resolve(repoRoot, 'scripts/lib.mjs'));
    const minimum = engines.node.replace('>=', '');
    const [major, minor] = minimum.split('.').map(Number);
    const older = minor > 0 ? `${major}.${minor - 1}.9` : `${major - 1}.99.0`;
    const launch = (version: string) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `Object.defineProperty(process.versions, 'node', { value: '${version}' }); await import(${lib}); console.log('loaded')`,
        ],
        { encoding: 'utf8' },
      );

    expect(launch(`${minimum}.0`).stdout).toContain('loaded');
    const refused = launch(older);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `The shop's scripts need Node.js ${minimum} or newer, and this is ${older}: install a newer Node.js (the shop itself then runs on its own pinned Node 24).`,
    );
  });
});

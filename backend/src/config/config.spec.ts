import { describe, expect, test } from '@jest/globals';
import {
  ConfigError,
  DEFAULT_VIDEO_VIEWER_HOSTS,
  DEMO_ADMIN,
  DEV_FEED_SECRET_KEY,
  DEV_JWT_SECRET,
  DEV_TWO_FACTOR_SECRET_KEY,
  loadConfig,
} from './config.js';

/** Production's required secrets, so a test names only what it is about. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  FEED_SECRET_KEY: 'f'.repeat(40),
  TWO_FACTOR_SECRET_KEY: 't'.repeat(40),
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  test('development runs with nothing configured: embedded database, local Redis, demo admin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      role: 'all',
      port: 3000,
      redisUrl: 'redis://127.0.0.1:6379',
      demoData: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedPostgres.dataDir).toMatch(/\.data\/postgres$/);
    expect(config.bootstrapAdmin).toBe(DEMO_ADMIN);
    expect(config.jwt.secret).toBe(DEV_JWT_SECRET);
    expect(config.feeds).toEqual({ secretKey: DEV_FEED_SECRET_KEY, allowPrivateHosts: false });
    expect(config.twoFactor).toEqual({ secretKey: DEV_TWO_FACTOR_SECRET_KEY });
  });

  test('names every bad variable with what it expects', () => {
    const problems = problemsOf({
      PORT: 'abc',
      ROLE: 'cook',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'nope',
      SHOP_TIME_ZONE: 'Mars/Olympus',
      JWT_EXPIRES_IN: 'forever',
    });
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('JWT_EXPIRES_IN must look like'),
        expect.stringContaining('SHOP_TIME_ZONE must be an IANA time zone'),
        expect.stringContaining('ROLE must be one of all, api, worker (got "cook")'),
        expect.stringContaining('PORT must be a port number between 1 and 65535 (got "abc")'),
        expect.stringContaining('DATABASE_URL must be a URL starting with postgres:// or postgresql://'),
        expect.stringContaining('REDIS_URL must be a URL starting with redis://'),
      ]),
    );
  });

  test('the error message lists the problems, one per line, for the console', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/Invalid configuration:\n {2}- PORT must be a port number/);
  });

  test('production refuses missing or default secrets and says which', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('JWT_SECRET is required in production'),
      expect.stringContaining('FEED_SECRET_KEY is required in production'),
      expect.stringContaining('TWO_FACTOR_SECRET_KEY is required in production'),
    ]);
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: DEV_JWT_SECRET })).toEqual([
      expect.stringContaining('JWT_SECRET must be a random string of at least 32 characters'),
    ]);
    for (const weak of [DEV_FEED_SECRET_KEY, 'f'.repeat(31)])
      expect(problemsOf({ ...PRODUCTION, FEED_SECRET_KEY: weak })).toEqual([
        'FEED_SECRET_KEY must be a random string of at least 32 characters in production, not the development default',
      ]);
    for (const weak of [DEV_TWO_FACTOR_SECRET_KEY, 't'.repeat(31)])
      expect(problemsOf({ ...PRODUCTION, TWO_FACTOR_SECRET_KEY: weak })).toEqual([
        'TWO_FACTOR_SECRET_KEY must be a random string of at least 32 characters in production, not the development default',
      ]);
    expect(
      problemsOf({
        ...PRODUCTION,
        ADMIN_EMAIL: 'a@shop.example',
        ADMIN_PASSWORD: 'admin123',
      }),
    ).toEqual([expect.stringContaining('ADMIN_PASSWORD must be at least 12 characters and not a default password')]);
  });

  test('production never creates the demo admin nor loads demo data by default', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' });
    expect(config.bootstrapAdmin).toBeUndefined();
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
  });

  test('supplier feeds: secrets sealed with FEED_SECRET_KEY; private hosts refused unless FEED_ALLOW_PRIVATE_HOSTS=true', () => {
    expect(loadConfig(PRODUCTION).feeds).toEqual({ secretKey: 'f'.repeat(40), allowPrivateHosts: false });
    expect(loadConfig({ FEED_SECRET_KEY: 'short is fine outside production' }).feeds.secretKey).toBe(
      'short is fine outside production',
    );
    expect(loadConfig({ FEED_ALLOW_PRIVATE_HOSTS: 'true' }).feeds.allowPrivateHosts).toBe(true);
    expect(loadConfig({ FEED_ALLOW_PRIVATE_HOSTS: 'false' }).feeds.allowPrivateHosts).toBe(false);
    expect(problemsOf({ FEED_ALLOW_PRIVATE_HOSTS: 'yes' })).toEqual([
      'FEED_ALLOW_PRIVATE_HOSTS must be true or false (got "yes")',
    ]);
  });

  test('the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD, which go together', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'long enough pass' }).bootstrapAdmin,
    ).toEqual({
      email: 'owner@shop.example',
      password: 'long enough pass',
      name: 'Administrator',
    });
    expect(problemsOf({ ADMIN_EMAIL: 'owner@shop.example' })).toEqual([
      'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'long enough pass' })).toEqual([
      'ADMIN_EMAIL must be a valid e-mail address when ADMIN_PASSWORD is set',
    ]);
  });

  test('rate limits read as attempts per window', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_ADDRESS: '5/2m', AUTH_RATE_LIMIT_PER_IP: '100/1h' }).authRateLimit).toEqual(
      {
        perAddress: { limit: 5, windowSeconds: 120 },
        perIp: { limit: 100, windowSeconds: 3600 },
        slowdownPerAddress: { limit: 10, windowSeconds: 900 },
        slowdownMaxMs: 3000,
        registerPerIp: { limit: 20, windowSeconds: 3600 },
      },
    );
    expect(
      loadConfig({
        AUTH_SLOWDOWN_PER_ADDRESS: '4/5m',
        AUTH_SLOWDOWN_MAX_DELAY: '750ms',
        AUTH_REGISTER_RATE_LIMIT_PER_IP: '3/1h',
      }).authRateLimit,
    ).toMatchObject({
      slowdownPerAddress: { limit: 4, windowSeconds: 300 },
      slowdownMaxMs: 750,
      registerPerIp: { limit: 3, windowSeconds: 3600 },
    });
    expect(problemsOf({ AUTH_RATE_LIMIT_PER_IP: 'lots' })).toEqual([
      expect.stringContaining('AUTH_RATE_LIMIT_PER_IP must look like 10/15m'),
    ]);
    expect(problemsOf({ AUTH_SLOWDOWN_MAX_DELAY: '1m' })).toEqual([
      expect.stringContaining('AUTH_SLOWDOWN_MAX_DELAY must be a delay of at most 30s'),
    ]);
  });

  test('video viewer hosts: the trade’s common viewers by default, else a comma-separated list of host names', () => {
    expect(loadConfig({}).media.videoViewerHosts).toEqual([...DEFAULT_VIDEO_VIEWER_HOSTS]);
    expect(DEFAULT_VIDEO_VIEWER_HOSTS).toContain('v360.in');
    expect(loadConfig({ VIDEO_VIEWER_HOSTS: ' V360.in , viewer.partner-lab.example,' }).media.videoViewerHosts).toEqual(
      ['v360.in', 'viewer.partner-lab.example'],
    );
    expect(loadConfig({ VIDEO_VIEWER_HOSTS: '  ' }).media.videoViewerHosts).toEqual([...DEFAULT_VIDEO_VIEWER_HOSTS]);
    // A scheme, a path, a port, a wildcard or a single label would not be a host name the CSP and the page can agree on.
    for (const bad of [
      'https://v360.in',
      'v360.in/viewer',
      'v360.in:443',
      '*.v360.in',
      'localhost',
      'v360..in',
      '-v360.in',
    ]) {
      expect(problemsOf({ VIDEO_VIEWER_HOSTS: `segoma.com,${bad}` })).toEqual([
        `VIDEO_VIEWER_HOSTS must be a comma-separated list of host names like v360.in (got "${bad}")`,
      ]);
    }
  });

  test('links in e-mails start with PUBLIC_URL, by default this server', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual([
      expect.stringContaining('SMTP_URL must be a URL starting with smtp://'),
    ]);
  });

  test('the public CORS allow-list takes origins only', () => {
    expect(loadConfig({ PUBLIC_CORS_ORIGINS: 'https://a.example, https://b.example' }).publicCorsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(problemsOf({ PUBLIC_CORS_ORIGINS: 'https://a.example/path' })).toEqual([
      expect.stringContaining('PUBLIC_CORS_ORIGINS'),
    ]);
  });

  test('TRUST_PROXY: off by default, else a number of hops or proxy addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    for (const value of ['on', 'true', '0', '10.0.0.0/33', 'proxy.example', 'loopback,']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        expect.stringContaining(`TRUST_PROXY must be off, a number of proxy hops`),
      ]);
    }
  });
});

import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isEmail } from 'class-validator';
import { repoRoot } from './paths.js';

export type Role = 'all' | 'api' | 'worker';
export type NodeEnv = 'development' | 'production' | 'test';

/** Everything the server reads from the environment, parsed and checked once at start. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  role: Role;
  port: number;
  host: string;
  logLevel: string;
  /** `undefined` means: run the embedded PostgreSQL below. */
  databaseUrl?: string;
  embeddedPostgres: { dataDir: string; port: number };
  redisUrl: string;
  /** QUEUE_PREFIX; `undefined`: derived from the database (see QueueScope), so shops sharing a Redis never meet. */
  queuePrefix?: string;
  jwt: { secret: string; expiresIn: string };
  /** The first administrator, created on first start when no admin exists. */
  bootstrapAdmin?: { email: string; password: string; name: string };
  demoData: boolean;
  /** Keep the diamonds' search fields in memory for fast search (see DiamondIndexService); off: SQL only. */
  searchIndex: boolean;
  /** Origins allowed to call the public API from a browser; `['*']` allows any. */
  publicCorsOrigins: string[];
  /**
   * Express's 'trust proxy': which proxies' X-Forwarded-For/-Proto to believe (client address, HTTPS).
   * `false`: none, the connection is the client; a number: that many hops; else proxy addresses or subnets.
   */
  trustProxy: false | number | string[];
  shop: { name: string; timeZone: string };
  /** Where people reach this shop; absolute links in e-mails start with it. */
  publicUrl: string;
  /** How long a storefront page may take to render on the server before its shell is sent instead (issue 30.4). */
  serverRenderTimeoutMs: number;
  /** `npm run dev`: the storefront is served from its sources through Vite (hot reload), rendered on the server too. */
  storefrontDev: boolean;
  mail: {
    /** `undefined`: messages are written as .eml files to `outboxDir` instead of being sent. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
  };
  /**
   * Guessing limits (issue 27). Sign-in counts failures: `perAddress` per address from one client IP
   * and `perIp` per client IP answer 429 past the limit; `slowdownPerAddress` counts an address's
   * failures from all clients, past which every sign-in for it waits (doubling from 250 ms up to
   * `slowdownMaxMs`) but is never refused. Password-reset requests count per address and per IP;
   * `registerPerIp` counts sign-up attempts per client IP.
   */
  authRateLimit: {
    perAddress: RateLimit;
    perIp: RateLimit;
    slowdownPerAddress: RateLimit;
    slowdownMaxMs: number;
    registerPerIp: RateLimit;
  };
  leads: {
    /** Orders, appointments and contact messages accepted per IP and window, per endpoint. */
    rateLimitPerIp: RateLimit;
    /** Staff who receive a mail per new lead; empty: the shop's e-mail address. */
    notifyEmails: string[];
    /**
     * Confirmations (order, booking, contact) mailed to one visitor address per window, whatever the
     * sender's IP (MAIL_CONFIRMATIONS_PER_ADDRESS, default 3/24h); past it the lead is kept and staff
     * told, the confirmation is not sent.
     */
    confirmationsPerAddress: RateLimit;
  };
  media: {
    /** Where the local-disk media storage keeps uploaded files (served at /media). */
    dir: string;
    /** Largest video upload accepted, in bytes (images and certificates have the spec's fixed limits). */
    videoMaxBytes: number;
    /**
     * Hosts (each with its subdomains) whose video viewer pages the product page shows in a sandboxed
     * frame; the CSP's frame-src lists them. Lower case, no scheme.
     */
    videoViewerHosts: string[];
  };
  feeds: {
    /** Seals suppliers' passwords, tokens and keys at rest (suppliers/source/feed-secrets.ts). */
    secretKey: string;
    /** Supplier feeds may be fetched from loopback and private networks (tests; a supplier on the LAN). */
    allowPrivateHosts: boolean;
  };
  /** Seals staff members' authenticator (TOTP) secrets at rest (auth/two-factor/). */
  twoFactor: { secretKey: string };
  imports: {
    /** Where uploaded CSV files wait for (and are read by) the import worker; shared by every process. */
    dir: string;
    /** Largest CSV file accepted, in bytes. */
    maxBytes: number;
  };
  version: string;
}

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production';
export const DEV_FEED_SECRET_KEY = 'development-only-feed-key-do-not-use-in-production';
export const DEV_TWO_FACTOR_SECRET_KEY = 'development-only-two-factor-key-do-not-use-in-production';
/** Passwords that must never protect a production admin account. */
const WEAK_ADMIN_PASSWORDS = new Set(['admin', 'admin123', 'password', 'changeme', 'demo-admin-password']);
export const DEMO_ADMIN = { email: 'admin@lumenjewelers.example', password: 'demo-admin-password', name: 'Demo Admin' };

/**
 * The 360° viewers diamond suppliers' `Video Link`s point at most: Vision360 (v360.in), Segoma
 * (segoma.com) and Sarine's Loupe (sarine.com). Each also allows its subdomains.
 */
export const DEFAULT_VIDEO_VIEWER_HOSTS = ['v360.in', 'segoma.com', 'sarine.com'] as const;
/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, at least two labels. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, version = '0.0.0'): AppConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name) ?? fallback;
    if (!allowed.includes(value as T)) problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return value as T;
  };
  const port = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      problems.push(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[], fallback?: string): string | undefined => {
    const raw = read(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error();
    } catch {
      problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`,
      );
    }
    return raw;
  };

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const production = nodeEnv === 'production';

  const jwtSecret = read('JWT_SECRET');
  if (production && !jwtSecret)
    problems.push('JWT_SECRET is required in production (a random string of at least 32 characters)');
  else if (production && (jwtSecret === DEV_JWT_SECRET || jwtSecret!.length < 32))
    problems.push(
      'JWT_SECRET must be a random string of at least 32 characters in production, not the development default',
    );
  const feedSecretKey = read('FEED_SECRET_KEY');
  if (production && !feedSecretKey)
    problems.push(
      "FEED_SECRET_KEY is required in production (a random string of at least 32 characters; it seals suppliers' passwords and keys)",
    );
  else if (production && (feedSecretKey === DEV_FEED_SECRET_KEY || feedSecretKey!.length < 32))
    problems.push(
      'FEED_SECRET_KEY must be a random string of at least 32 characters in production, not the development default',
    );
  const twoFactorSecretKey = read('TWO_FACTOR_SECRET_KEY');
  if (production && !twoFactorSecretKey)
    problems.push(
      "TWO_FACTOR_SECRET_KEY is required in production (a random string of at least 32 characters; it seals staff members' authenticator secrets)",
    );
  else if (production && (twoFactorSecretKey === DEV_TWO_FACTOR_SECRET_KEY || twoFactorSecretKey!.length < 32))
    problems.push(
      'TWO_FACTOR_SECRET_KEY must be a random string of at least 32 characters in production, not the development default',
    );
  const feedAllowPrivateHosts = read('FEED_ALLOW_PRIVATE_HOSTS') ?? 'false';
  if (!['true', 'false'].includes(feedAllowPrivateHosts))
    problems.push(`FEED_ALLOW_PRIVATE_HOSTS must be true or false (got "${feedAllowPrivateHosts}")`);
  const jwtExpiresIn = read('JWT_EXPIRES_IN') ?? '7d';
  if (!/^\d+[smhd]$/.test(jwtExpiresIn))
    problems.push(`JWT_EXPIRES_IN must look like 30m, 12h or 7d (got "${jwtExpiresIn}")`);

  const demoData = read('DEMO_DATA') ?? (production ? 'false' : 'true');
  if (!['true', 'false'].includes(demoData)) problems.push(`DEMO_DATA must be true or false (got "${demoData}")`);

  const adminEmail = read('ADMIN_EMAIL');
  const adminPassword = read('ADMIN_PASSWORD');
  let bootstrapAdmin: AppConfig['bootstrapAdmin'];
  if (adminEmail || adminPassword) {
    if (!adminEmail || !isEmail(adminEmail))
      problems.push('ADMIN_EMAIL must be a valid e-mail address when ADMIN_PASSWORD is set');
    if (!adminPassword) problems.push('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
    else if (adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters');
    else if (production && (adminPassword.length < 12 || WEAK_ADMIN_PASSWORDS.has(adminPassword.toLowerCase())))
      problems.push('ADMIN_PASSWORD must be at least 12 characters and not a default password in production');
    bootstrapAdmin = {
      email: adminEmail ?? '',
      password: adminPassword ?? '',
      name: read('ADMIN_NAME') ?? 'Administrator',
    };
  } else if (demoData === 'true' && !production) {
    bootstrapAdmin = DEMO_ADMIN;
  }

  const timeZone = read('SHOP_TIME_ZONE') ?? 'Europe/London';
  if (!isTimeZone(timeZone))
    problems.push(`SHOP_TIME_ZONE must be an IANA time zone such as Europe/London (got "${timeZone}")`);

  const rateLimit = (name: string, fallback: string): RateLimit => {
    const raw = read(name) ?? fallback;
    const match = /^(\d+)\/(\d+)([smh])$/.exec(raw);
    if (!match || Number(match[1]) < 1) {
      problems.push(`${name} must look like 10/15m (attempts per window of s, m or h; got "${raw}")`);
      return { limit: 1, windowSeconds: 60 };
    }
    return {
      limit: Number(match[1]),
      windowSeconds: Number(match[2]) * { s: 1, m: 60, h: 3600 }[match[3] as 's' | 'm' | 'h'],
    };
  };
  const delay = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const match = /^(\d+)(ms|s)$/.exec(raw);
    const ms = match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : NaN;
    if (!(ms <= 30_000)) {
      problems.push(`${name} must be a delay of at most 30s such as 3s or 500ms (got "${raw}")`);
      return 0;
    }
    return ms;
  };
  const listenPort = port('PORT', 3000);
  const megabytes = (name: string, fallback: number) => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > 2048) {
      problems.push(`${name} must be a whole number of megabytes between 1 and 2048 (got "${raw}")`);
    }
    return (problems.length ? fallback : value) * 1024 * 1024;
  };
  const trustProxy = (): AppConfig['trustProxy'] => {
    const raw = read('TRUST_PROXY') ?? 'off';
    if (raw === 'off') return false;
    if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 10) return Number(raw);
    const proxies = raw.split(',').map((proxy) => proxy.trim().toLowerCase());
    if (proxies.every(isProxyAddress)) return proxies;
    problems.push(
      `TRUST_PROXY must be off, a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or subnets such as loopback, uniquelocal or 10.0.0.0/8 (got "${raw}")`,
    );
    return false;
  };
  const mediaDir = read('MEDIA_DIR') ?? '.data/media';
  const videoViewerHosts = (read('VIDEO_VIEWER_HOSTS') ?? DEFAULT_VIDEO_VIEWER_HOSTS.join(','))
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of videoViewerHosts) {
    if (!HOST_NAME.test(host))
      problems.push(`VIDEO_VIEWER_HOSTS must be a comma-separated list of host names like v360.in (got "${host}")`);
  }

  const config: AppConfig = {
    nodeEnv,
    role: oneOf<Role>('ROLE', ['all', 'api', 'worker'], 'all'),
    port: listenPort,
    host: read('HOST') ?? '0.0.0.0',
    logLevel: oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      nodeEnv === 'test' ? 'warn' : 'info',
    ),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgres: {
      dataDir: resolve(repoRoot, read('EMBEDDED_PG_DIR') ?? '.data/postgres'),
      port: port('EMBEDDED_PG_PORT', 54329),
    },
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')!,
    queuePrefix: read('QUEUE_PREFIX'),
    jwt: { secret: jwtSecret ?? DEV_JWT_SECRET, expiresIn: jwtExpiresIn },
    bootstrapAdmin,
    demoData: demoData === 'true',
    searchIndex: oneOf('SEARCH_INDEX', ['on', 'off'], 'on') === 'on',
    publicCorsOrigins: (read('PUBLIC_CORS_ORIGINS') ?? '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: trustProxy(),
    shop: { name: read('SHOP_NAME') ?? 'Lumen Jewelers', timeZone },
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:'], `http://localhost:${listenPort}`) ?? '').replace(/\/+$/, ''),
    serverRenderTimeoutMs: delay('SERVER_RENDER_TIMEOUT', '3s'),
    storefrontDev: oneOf('STOREFRONT_DEV', ['true', 'false'], 'false') === 'true',
    mail: {
      smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
      from: read('MAIL_FROM') ?? `${read('SHOP_NAME') ?? 'Lumen Jewelers'} <hello@lumenjewelers.example>`,
      outboxDir: resolve(repoRoot, read('MAIL_OUTBOX_DIR') ?? '.data/outbox'),
    },
    authRateLimit: {
      perAddress: rateLimit('AUTH_RATE_LIMIT_PER_ADDRESS', '10/15m'),
      perIp: rateLimit('AUTH_RATE_LIMIT_PER_IP', '50/15m'),
      slowdownPerAddress: rateLimit('AUTH_SLOWDOWN_PER_ADDRESS', '10/15m'),
      slowdownMaxMs: delay('AUTH_SLOWDOWN_MAX_DELAY', '3s'),
      registerPerIp: rateLimit('AUTH_REGISTER_RATE_LIMIT_PER_IP', '20/1h'),
    },
    leads: {
      rateLimitPerIp: rateLimit('LEAD_RATE_LIMIT_PER_IP', '20/1h'),
      confirmationsPerAddress: rateLimit('MAIL_CONFIRMATIONS_PER_ADDRESS', '3/24h'),
      notifyEmails: (read('LEAD_NOTIFY_EMAILS') ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    },
    media: { dir: resolve(repoRoot, mediaDir), videoMaxBytes: megabytes('MEDIA_VIDEO_MAX_MB', 100), videoViewerHosts },
    feeds: {
      secretKey: feedSecretKey ?? DEV_FEED_SECRET_KEY,
      allowPrivateHosts: feedAllowPrivateHosts === 'true',
    },
    twoFactor: { secretKey: twoFactorSecretKey ?? DEV_TWO_FACTOR_SECRET_KEY },
    imports: {
      dir: resolve(repoRoot, read('IMPORT_DIR') ?? '.data/imports'),
      maxBytes: megabytes('IMPORT_MAX_MB', 100),
    },
    version,
  };
  for (const origin of config.publicCorsOrigins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(
        `PUBLIC_CORS_ORIGINS must be * or a comma-separated list of origins like https://partner.example (got "${origin}")`,
      );
  }
  for (const address of config.leads.notifyEmails) {
    if (!isEmail(address))
      problems.push(`LEAD_NOTIFY_EMAILS must be a comma-separated list of e-mail addresses (got "${address}")`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** What Express's 'trust proxy' takes in a list: an IP address, a subnet (address/prefix) or one of its names for ranges. */
function isProxyAddress(proxy: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(proxy)) return true;
  const [address, prefix, ...rest] = proxy.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

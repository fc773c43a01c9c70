import { stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { CACHE } from '../common/cache-policy.js';

type Coding = 'br' | 'gzip';
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * A folder's files, each with the `.br` and `.gz` copies the build wrote beside it
 * (scripts/precompress.mjs) handed out to clients that accept them: the copy's bytes, the original's
 * Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`. Without a copy (or for a client that
 * accepts neither) the file itself, which the response compression may still compress. HTML files are
 * always revalidated, whatever the folder's caching.
 */
export function precompressedStatic(root: string, filesCacheControl: string): RequestHandler {
  const cacheControlOf = (file: string) => (/\.html$/i.test(file) ? CACHE.page : filesCacheControl);
  // Which copies each existing file has; files only, so unknown paths cannot grow it.
  const copies = new Map<string, Coding[]>();
  const serve = express.static(root, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (response: Response, path: string) => {
      response.setHeader('Cache-Control', cacheControlOf(path));
      // The same address answers in other codings too: caches must keep them apart.
      if (copies.get(path)?.length) response.vary('Accept-Encoding');
    },
  });

  return async (request: Request, response: Response, next: NextFunction) => {
    const path = (request.method === 'GET' || request.method === 'HEAD') && relativePath(request.path);
    const file = path ? resolve(root, path) : undefined;
    const coding = file && chooseCoding(request.headers['accept-encoding'], (await copiesOf(file, copies)) ?? []);
    if (!path || !file || !coding) return serve(request, response, next);
    response.type(extname(file));
    const headers = { 'Cache-Control': cacheControlOf(file), 'Content-Encoding': coding, Vary: 'Accept-Encoding' };
    response.sendFile(path + SUFFIX[coding], { root, cacheControl: false, headers }, (error) => {
      if (!error || response.headersSent) return;
      // The copy went away (a build in progress): the file itself.
      response.removeHeader('Content-Type');
      serve(request, response, next);
    });
  };
}

/** The path inside the folder, without its leading slash; undefined for what the file server refuses (dot files, `..`, bad escapes). */
function relativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const parts = decoded.split('/').slice(1);
  if (decoded.includes('\0') || decoded.includes('\\') || parts.some((part) => part === '' || part.startsWith('.')))
    return undefined;
  return parts.join('/');
}

async function copiesOf(file: string, copies: Map<string, Coding[]>): Promise<Coding[] | undefined> {
  const known = copies.get(file);
  if (known) return known;
  if (!(await isFile(file))) return undefined;
  const found: Coding[] = [];
  for (const coding of ['br', 'gzip'] as const) if (await isFile(file + SUFFIX[coding])) found.push(coding);
  copies.set(file, found);
  return found;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * The coding to send: the available one the client rates highest (`Accept-Encoding` q-values, `*`
 * included), brotli on a tie, since it is smaller; browsers list gzip first at equal weight.
 */
function chooseCoding(acceptEncoding: string | undefined, available: Coding[]): Coding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = available.filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

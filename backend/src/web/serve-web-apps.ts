import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { webAppDirs } from '../config/paths.js';

const API_OR_FILES = /^\/(api|media)(\/|$)/i;
// Vite puts content hashes in asset names, so they can be cached for good; HTML must always be fresh.
const IMMUTABLE = { immutable: true, maxAge: '1y', index: false } as const;

/**
 * Serves the built front ends from this one process: /admin (react-admin), /widgets (partner
 * bundle) and every other page the storefront, each single-page app falling back to its index.html.
 * Paths ignore case (spec 1 §2): /ADMIN reaches the console like /admin.
 */
export function serveWebApps(app: NestExpressApplication): void {
  const { storefront, admin, widgets } = webAppDirs;
  app.use('/widgets', express.static(widgets, { maxAge: '5m', fallthrough: true }));
  app.use('/admin/assets', express.static(join(admin, 'assets'), IMMUTABLE));
  app.use('/assets', express.static(join(storefront, 'assets'), IMMUTABLE));
  app.use(express.static(storefront, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_OR_FILES.test(request.path)) return next();
    if (/^\/widgets(\/|$)/i.test(request.path)) return next();
    const isAdmin = /^\/admin(\/|$)/i.test(request.path);
    if (isAdmin && !request.path.startsWith('/admin')) {
      return response.redirect(301, '/admin' + request.originalUrl.slice('/admin'.length));
    }
    sendIndex(response, isAdmin ? admin : storefront, next);
  });
}

function sendIndex(response: Response, dir: string, next: NextFunction): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return next();
  response.setHeader('Cache-Control', 'no-cache');
  response.sendFile(index);
}

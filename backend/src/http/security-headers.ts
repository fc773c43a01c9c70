import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** helmet's HSTS value: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the shop never uses, switched off for its pages and anything they frame. Fullscreen
 * is left alone: the product page lets a supplier's 360° viewer go fullscreen (`allow="fullscreen"`), and
 * the video player uses it too. Only names Chromium knows (checked in Chromium 156): an unknown one is a console warning.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers every answer carries: helmet's (with the shop's CSP, which lets pages frame
 * `frameSources` beside the shop itself), Permissions-Policy, and HSTS over HTTPS only.
 */
export function securityHeaders(frameSources: string[]): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (console) and Swagger UI set styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // Product videos: our own uploads and suppliers' video files (imported feeds link to them).
          mediaSrc: ["'self'", 'https:'],
          // Suppliers' 360° viewer pages, only from the hosts the shop trusts (the product page frames nothing else).
          frameSrc: ["'self'", ...frameSources],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Partner pages load /widgets and call the public API from other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Below, only when the request came over HTTPS.
      strictTransportSecurity: false,
    }),
    (request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      // Browsers ignore HSTS over plain HTTP. `secure` believes a proxy's X-Forwarded-Proto only with TRUST_PROXY.
      if (request.secure) response.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}

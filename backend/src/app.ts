import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import { SwaggerModule } from '@nestjs/swagger';
import type { Request } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import {
  apiNoStoreByDefault,
  compressResponses,
  RevisionEtagInterceptor,
  RevisionReader,
  securityHeaders,
} from './http/index.js';
import { ProductRepository, viewerFrameSources } from './modules/catalog/index.js';
import { buildOpenApiDocument } from './openapi.js';
import { SEO_PATHS } from './modules/seo/index.js';
import { serveWebApps, type WebAppDirs } from './web/serve-web-apps.js';

export interface CreateAppOptions {
  /** Serve the built storefront, console and widgets (off in API tests). */
  serveWebApps?: boolean;
  /** Where the web apps are, when not their build folders (tests). */
  webAppDirs?: WebAppDirs;
}

/** The one place that builds and configures the HTTP application (used by main, tests and the OpenAPI script). */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forApi(config, databaseUrl), {
    bufferLogs: true,
    bodyParser: true,
  });
  app.useLogger(app.get(Logger));
  // Behind a proxy, X-Forwarded-For and -Proto are believed only when TRUST_PROXY names it (client address, HTTPS).
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(compressResponses());
  // The product page frames the video viewers staff allow (the catalogue knows their addresses).
  app.use(securityHeaders(viewerFrameSources(config.media.videoViewerHosts)));
  app.use(apiNoStoreByDefault);
  app.enableCors((request: Request, callback: (error: Error | null, options: CorsOptions) => void) =>
    callback(null, corsFor(request, config)),
  );
  // robots.txt and the sitemaps live at the site's root, where crawlers look for them.
  app.setGlobalPrefix('api', { exclude: Object.values(SEO_PATHS) });
  const validation = createValidationPipe();
  app.useGlobalPipes(validation);
  // Catalogue reads (@CatalogueCache, @ProductCache): the catalogue revision's ETag, and 304 before any work.
  const products = app.get(ProductRepository, { strict: false });
  const revision = new RevisionReader(() => products.catalogRevision());
  app.useGlobalInterceptors(
    new RevisionEtagInterceptor({
      reflector: app.get(Reflector),
      revision,
      validation,
      resolve: (token) => app.get(token, { strict: false }),
    }),
  );
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = buildOpenApiDocument(app, config.version);
  SwaggerModule.setup('api/docs', app, () => document, {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Lumen Jewelers API',
    swaggerOptions: { persistAuthorization: true },
  });
  if (options.serveWebApps) await serveWebApps(app, revision, options.webAppDirs);
  return app;
}

/**
 * The public API answers any allowed origin (partner widgets); the staff API gets no CORS headers,
 * so browsers only let the console on our own origin call it. The only cookie is the queue dashboard's
 * (HttpOnly, SameSite=Strict, scoped to /api/admin/queues); the APIs take bearer tokens.
 */
function corsFor(request: Request, config: AppConfig): CorsOptions {
  if (/^\/api\/admin(\/|$)/i.test(request.path)) return { origin: false };
  const anyOrigin = config.publicCorsOrigins.includes('*');
  return {
    origin: anyOrigin ? '*' : config.publicCorsOrigins,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: ['Content-Range', 'Retry-After'],
    credentials: false,
    maxAge: 86400,
  };
}

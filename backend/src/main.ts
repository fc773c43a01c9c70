import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { createBootLogger } from './common/boot-logger.js';
import { startBanner } from './common/start-banner.js';
import { loadConfig } from './config/config.js';
import { appVersion } from './config/paths.js';
import { openDatabase, type DatabaseHandle } from './database/database-url.js';
import { prepareDatabase } from './database/prepare-database.js';

const logger = new Logger('Main');

let database: DatabaseHandle | undefined;

async function main(): Promise<void> {
  const config = loadConfig(process.env, appVersion);
  Logger.overrideLogger(createBootLogger(config.logLevel));
  database = await openDatabase(config);
  const { demoLogin } = await prepareDatabase(config, database.url);

  if (config.role === 'worker') {
    // Loaded on demand: the worker never loads the HTTP side (app.ts: Swagger, the web apps, the API's modules).
    const { WorkerModule } = await import('./worker.module.js');
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url), {
      bufferLogs: true,
    });
    stopOnSignal(worker, database);
    worker.useLogger(worker.get(PinoLogger));
    await worker.init();
    logger.log('Queue worker started (ROLE=worker)');
    return;
  }
  const { createApp } = await import('./app.js');
  const http = await createApp(config, database.url, { serveWebApps: true });
  stopOnSignal(http, database);
  await http.listen(config.port, config.host);
  // In development a person reads the start; elsewhere a log collector does.
  if (config.nodeEnv === 'development') {
    process.stdout.write(startBanner({ version: config.version, port: config.port, demoLogin }));
  } else {
    const base = `http://localhost:${config.port}`;
    logger.log(
      `Lumen Jewelers ${config.version} (ROLE=${config.role}) on ${base}  ·  console ${base}/admin  ·  API docs ${base}/api/docs`,
    );
  }
}

/** SIGTERM/SIGINT: stop taking requests, finish queue work, close the database, then the embedded server. */
function stopOnSignal(app: { close(): Promise<void> }, database: DatabaseHandle): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal} received, shutting down`);
      await app.close().catch((error) => logger.error(error));
      await database.stop().catch((error) => logger.error(error));
      process.exit(0);
    });
  }
}

main().catch(async (error: unknown) => {
  // Setup problems (configuration, database, first admin) are the user's to fix: say what is wrong,
  // without a stack trace unless asked for with LOG_LEVEL=debug.
  const detail =
    error instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? error.stack : error.message) : String(error);
  console.error(`\nThe shop could not start.\n${detail}\n`);
  await database?.stop().catch(() => undefined);
  process.exit(1);
});

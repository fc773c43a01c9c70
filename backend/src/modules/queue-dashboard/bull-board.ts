import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bull';
import type { RequestHandler } from 'express';
import { DASHBOARD_PATH } from './queue-dashboard.constants.js';

/** bull-board's UI and JSON API for the given queues, as one Express handler to mount at DASHBOARD_PATH. */
export function bullBoardHandler(queues: Queue[], shopName: string): RequestHandler {
  const serverAdapter = new ExpressAdapter().setBasePath(DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: `${shopName} queues` } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}

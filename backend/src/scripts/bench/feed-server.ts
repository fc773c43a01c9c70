import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One download as the supplier's server saw it: first byte asked → last byte sent. */
export interface FeedDownload {
  path: string;
  bytes: number;
  startedAt: number;
  ms: number;
}

/**
 * The suppliers' side of the feed benchmark: a local HTTP server streaming files from disk, so a run
 * pulls its feed over the network as from a supplier. Which file a path serves may change between runs;
 * each download is timed, so a run's fetch can be told from the rest of its work.
 */
/** `port` 0: any free port. */
export async function startFeedServer(port: number) {
  const files = new Map<string, string>();
  const downloads: FeedDownload[] = [];
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return void response.writeHead(404).end('no such feed');
    const startedAt = performance.now();
    void stat(file).then(({ size }) => {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(size) });
      createReadStream(file).pipe(response);
      response.once('finish', () =>
        downloads.push({ path: request.url!, bytes: size, startedAt, ms: performance.now() - startedAt }),
      );
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${listening}${path}`,
    serve: (path: string, file: string) => void files.set(path, file),
    /** The last download of `path` that began after `since` (performance.now()), if any. */
    downloadOf: (path: string, since: number) =>
      downloads.findLast((download) => download.path === path && download.startedAt >= since),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

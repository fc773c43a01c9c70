import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go as they are: the coding's overhead would eat the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
// Event streams must reach the browser event by event, not when a compressor's buffer fills.
const STREAMS = /^text\/event-stream\b/i;

/**
 * Compresses answers on the fly, brotli when the client accepts it, else gzip, and adds
 * `Vary: Accept-Encoding`: JSON, HTML, CSV, JavaScript, SVG — whatever `compressible` (mime-db) calls
 * compressible. Images, video and PDFs are compressed already and pass as they are, as do answers
 * already encoded (the precompressed static files) and event streams.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Answers made per request (API JSON, pages' HTML) are coded at the fastest settings: measured on a
    // search answer (23 kB), brotli 1 takes half the time of the default 4 for 3.6 kB instead of 3.0;
    // files built once are precompressed at the highest settings instead (precompressed-static.ts).
    level: 1,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    filter: (request: Request, response: Response) =>
      !STREAMS.test(String(response.getHeader('Content-Type') ?? '')) && compression.filter(request, response),
  });
}

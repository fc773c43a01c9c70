import type { Readable } from 'node:stream';
import { FileInterceptor } from '@nestjs/platform-express';
import { PREVIEW_HEAD_BYTES } from '../suppliers/index.js';

/** A sample of a supplier's file as the preview gets it: its head only, in memory. */
export interface SampleHead {
  originalname: string;
  /** The file's first bytes, cut after the last whole line when the file was longer. */
  buffer: Buffer;
  size: number;
}

type Done = (error: Error | null, info?: Partial<SampleHead>) => void;

/**
 * A multer storage engine for a sample of a supplier's file: keeps its first `headBytes` (what a live
 * feed's preview reads too) and reads past the rest, which is neither kept nor written anywhere. The
 * uploads' size cap (IMPORT_MAX_MB, the module's multer limits) still holds for the whole file.
 */
function headOfFile(headBytes: number) {
  return {
    _handleFile(_request: unknown, file: { stream: Readable }, done: Done) {
      const chunks: Buffer[] = [];
      let kept = 0;
      let longer = false;
      file.stream.on('data', (chunk: Buffer) => {
        const room = headBytes - kept;
        if (chunk.length > room) longer = true;
        if (room <= 0) return;
        chunks.push(chunk.subarray(0, room));
        kept += Math.min(room, chunk.length);
      });
      file.stream.on('error', (error: Error) => done(error));
      file.stream.on('end', () => {
        const head = Buffer.concat(chunks);
        const buffer = longer ? head.subarray(0, head.lastIndexOf(0x0a) + 1) : head;
        done(null, { buffer, size: buffer.length });
      });
    },
    _removeFile(_request: unknown, _file: unknown, done: (error: Error | null) => void) {
      done(null); // nothing was written
    },
  };
}

/**
 * The `file` part of a sample upload, its head kept (see headOfFile); the aliases field may hold a
 * supplier's 100 header names as JSON, more than the uploads' 1 kB text fields.
 */
export const SampleUploadInterceptor = FileInterceptor('file', {
  storage: headOfFile(PREVIEW_HEAD_BYTES),
  limits: { fieldSize: 64 * 1024 },
});

import { mkdirSync } from 'node:fs';
import type { MulterModuleOptions } from '@nestjs/platform-express';

/**
 * Multer's options for an upload: the file streams into `dest` (made if missing), never into memory, within
 * `limits`. File names are read as UTF-8: browsers send them that way without naming a charset, and multer's
 * default (Latin-1) turned "Éclat-été.csv" into "Ã‰clat-Ã©tÃ©.csv" in the console's import history.
 */
export function uploadOptions(dest: string, limits: MulterModuleOptions['limits']): MulterModuleOptions {
  mkdirSync(dest, { recursive: true });
  return { dest, limits, defParamCharset: 'utf8' };
}

import { Global, Module } from '@nestjs/common';
import { Clock } from './time/index.js';

/** The providers every module may inject and no domain owns, provided once: the clock ("now", which tests move). */
@Global()
@Module({
  providers: [Clock],
  exports: [Clock],
})
export class CommonModule {}

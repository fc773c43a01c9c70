import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the validated configuration injectable everywhere: `@Inject(APP_CONFIG) config: AppConfig`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

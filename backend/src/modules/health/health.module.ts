import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [CatalogModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}

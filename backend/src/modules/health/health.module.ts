import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';

@Module({ imports: [CatalogModule], controllers: [HealthController], providers: [HealthService, HealthRepository] })
export class HealthModule {}

import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/index.js';
import { AdminLegalPagesController } from './admin-legal-pages.controller.js';
import { LegalPagesController } from './legal-pages.controller.js';
import { LegalPagesRepository } from './legal-pages.repository.js';
import { LegalPagesService } from './legal-pages.service.js';

/** Returns, shipping, privacy, terms and cookies: GET /api/legal-pages/:slug for everyone, /api/admin/legal-pages for staff. */
@Module({
  imports: [ShopModule],
  controllers: [LegalPagesController, AdminLegalPagesController],
  providers: [LegalPagesService, LegalPagesRepository],
})
export class LegalPagesModule {}

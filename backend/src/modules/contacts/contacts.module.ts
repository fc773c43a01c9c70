import { Module } from '@nestjs/common';
import { LeadKitModule } from '../leads/index.js';
import { ShopModule } from '../shop/index.js';
import { AdminContactsController } from './admin-contacts.controller.js';
import { AdminContactsService } from './admin-contacts.service.js';
import { CustomerMessages } from './customer-messages.repository.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';

@Module({
  imports: [LeadKitModule, ShopModule],
  controllers: [ContactsController, AdminContactsController],
  providers: [ContactsService, AdminContactsService, CustomerMessages],
  exports: [CustomerMessages],
})
export class ContactsModule {}

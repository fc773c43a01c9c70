import { Module } from '@nestjs/common';
import { LeadKitModule } from '../leads/index.js';
import { ShopModule } from '../shop/index.js';
import { AdminContactsController } from './admin-contacts.controller.js';
import { AdminContactsService } from './admin-contacts.service.js';
import { CustomerMessages } from './customer-messages.repository.js';
import { MessageActivity } from './message-activity.repository.js';
import { ContactRecords } from './contact-records.repository.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';
import { MessagePersonalData } from './message-personal-data.repository.js';

@Module({
  imports: [LeadKitModule, ShopModule],
  controllers: [ContactsController, AdminContactsController],
  providers: [
    ContactsService,
    AdminContactsService,
    ContactRecords,
    CustomerMessages,
    MessageActivity,
    MessagePersonalData,
  ],
  exports: [CustomerMessages, MessageActivity, MessagePersonalData],
})
export class ContactsModule {}

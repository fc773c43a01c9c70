import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { LeadNotification } from './entities/lead-notification.entity.js';
import type { MailMessage } from '../mail/index.js';
import { type ShopInfoDto, ShopService, toShopInfo } from '../shop/index.js';

/** What lead e-mails are written with. */
export interface LeadMailContext {
  shop: ShopInfoDto;
  /** The staff recipients, comma-separated. */
  staffTo: string;
  /** The staff console's address, e.g. https://shop.example/admin. */
  consoleUrl: string;
  publicUrl: string;
}

export interface LeadMails {
  staff: MailMessage;
  /** Only when the visitor gave an e-mail address. */
  visitor?: MailMessage;
}

/** Writes a new lead's e-mails into the outbox, inside the lead's own transaction. */
@Injectable()
export class LeadNotifier {
  constructor(
    private readonly shop: ShopService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** From the shop's settings: its facts, and the staff recipients (the shop's e-mail when none are set). */
  async context(): Promise<LeadMailContext> {
    const settings = await this.shop.settings();
    const shop = toShopInfo(settings);
    const staff = settings.leadNotifyEmails.length ? settings.leadNotifyEmails : [shop.email];
    return {
      shop,
      staffTo: staff.join(', '),
      consoleUrl: `${this.config.publicUrl}/admin`,
      publicUrl: this.config.publicUrl,
    };
  }

  /** Adds the rows to `tx`; they are written when the transaction commits, with the lead. */
  add(tx: EntityManager, lead: { type: 'order' | 'appointment' | 'contact'; id: string }, mails: LeadMails): void {
    tx.create(LeadNotification, { leadType: lead.type, leadId: lead.id, audience: 'staff', message: mails.staff });
    if (mails.visitor)
      tx.create(LeadNotification, {
        leadType: lead.type,
        leadId: lead.id,
        audience: 'visitor',
        message: mails.visitor,
      });
  }
}

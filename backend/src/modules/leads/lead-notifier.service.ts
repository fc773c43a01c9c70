import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { LeadNotifications } from './lead-notifications.repository.js';
import type { MailMessage } from '../mail/index.js';
import { type ShopInfoDto, ShopService, toShopInfo } from '../shop/index.js';
import { addressKey, RateLimiter } from '../rate-limit/index.js';

/** What lead e-mails are written with. */
export interface LeadMailContext {
  shop: ShopInfoDto;
  /** The staff recipients, comma-separated. */
  staffTo: string;
  /** The staff console's address, e.g. https://shop.example/admin. */
  consoleUrl: string;
  publicUrl: string;
}

/** The customer's last paragraph of a lead e-mail: how to ask, quoting the reference. */
export function questionsLine(context: LeadMailContext, reference: string): string {
  return `Questions? Call us on ${context.shop.phone} or reply to ${context.shop.email}, quoting ${reference}.`;
}

export interface LeadMails {
  staff: MailMessage;
  /**
   * Only when the visitor gave an e-mail address. It quotes nothing the sender wrote (no message, no
   * name): anyone can type anyone's address, so it must not carry their text to a stranger.
   */
  visitor?: MailMessage;
}

/** The lead an e-mail is about. */
export interface LeadRef {
  type: 'order' | 'appointment' | 'contact';
  id: string;
}

/** Writes a new lead's e-mails into the outbox, inside the lead's own transaction. */
@Injectable()
export class LeadNotifier {
  private readonly logger = new Logger('LeadNotifier');

  constructor(
    private readonly outbox: LeadNotifications,
    private readonly shop: ShopService,
    private readonly limiter: RateLimiter,
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

  /**
   * Adds the rows to the outbox; called inside the lead's transaction (its repository's transaction()),
   * they are written when it commits, with the lead. The visitor's confirmation is left out once its address has
   * had its confirmations for the window (leads.confirmationsPerAddress), whatever IP asks: the shop is
   * no relay to a stranger's inbox.
   */
  async add(lead: LeadRef, mails: LeadMails): Promise<void> {
    this.outbox.add({ leadType: lead.type, leadId: lead.id, audience: 'staff', message: mails.staff });
    if (mails.visitor && (await this.confirmationAllowed(mails.visitor.to)))
      this.outbox.add({ leadType: lead.type, leadId: lead.id, audience: 'visitor', message: mails.visitor });
  }

  /**
   * A staff action's e-mail to the customer (an appointment confirmed, moved or cancelled), added inside
   * the change's transaction like a new lead's. Staff chose to write to this address, so no per-address
   * limit applies.
   */
  addCustomerNotice(lead: LeadRef, message: MailMessage): void {
    this.outbox.add({ leadType: lead.type, leadId: lead.id, audience: 'visitor', message });
  }

  private async confirmationAllowed(to: string): Promise<boolean> {
    const allowed = await this.limiter.allowKey(
      `mail:confirmations:${addressKey(to)}`,
      this.config.leads.confirmationsPerAddress,
    );
    if (!allowed) this.logger.log('A visitor confirmation was not sent: its address had its confirmations for now');
    return allowed;
  }
}

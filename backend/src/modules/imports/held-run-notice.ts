import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { escapeMarkup } from '../../common/text/index.js';
import { MailService, mailFrame } from '../mail/index.js';
import { ShopService, toShopInfo } from '../shop/index.js';
import type { ImportJob } from './entities/import-job.entity.js';

/**
 * Tells staff (the addresses that get new leads, else the shop's) that a supplier's run is held for
 * review, with what it would retire and where to confirm or discard it. One mail per run, however often
 * it is asked (a retried job).
 */
@Injectable()
export class HeldRunNotice {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly mail: MailService,
    private readonly shop: ShopService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(run: ImportJob, supplierName: string): Promise<void> {
    const settings = await this.shop.settings();
    const info = toShopInfo(settings);
    const to = (settings.leadNotifyEmails.length ? settings.leadNotifyEmails : [info.email]).join(', ');
    const link = `${this.config.publicUrl}/admin/imports/${run.id}/show`;
    const reason = run.heldReason ?? 'It would retire more stones than the supplier’s limit allows.';
    await this.mail
      .send(
        {
          to,
          subject: `Supplier feed held for review: ${supplierName}`,
          text: `${supplierName}'s feed run is held for review.\n\n${reason}\n\nConfirm or discard it: ${link}\n`,
          html: mailFrame(
            info.name,
            `<p>${escapeMarkup(supplierName)}'s feed run is held for review.</p><p>${escapeMarkup(reason)}</p>` +
              `<p><a href="${escapeMarkup(link)}">Confirm or discard it in the console</a></p>`,
          ),
        },
        { jobId: `held-run-${run.id}` },
      )
      .catch((error: Error) => this.logger.warn(`Held run ${run.id}: staff not e-mailed (${error.message})`));
  }
}

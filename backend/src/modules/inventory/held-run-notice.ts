import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { escapeMarkup } from '../../common/text/index.js';
import { MailKinds, type MailMessage, MailService, mailFrame } from '../mail/index.js';
import { ShopService, toShopInfo } from '../shop/index.js';
import { SuppliersRepository } from '../suppliers/index.js';
import type { ImportJob } from './entities/import-job.entity.js';
import { ImportsRepository } from './imports.repository.js';

/** The held-run notice's mail job: `{ kind: 'held-run', id: <run id> }`; the worker writes the message. */
const HELD_RUN_MAIL = 'held-run';

/**
 * Tells staff (the addresses that get new leads, else the shop's) that a supplier's run is held for
 * review, with what it would retire and where to confirm or discard it. One mail per run, however often
 * it is asked (a retried job). The job names the run; the message is rendered when it is sent.
 */
@Injectable()
export class HeldRunNotice implements OnModuleInit {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly mail: MailService,
    private readonly kinds: MailKinds,
    private readonly shop: ShopService,
    private readonly imports: ImportsRepository,
    private readonly suppliers: SuppliersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.kinds.register(HELD_RUN_MAIL, { render: (id) => this.render(id) });
  }

  async send(run: ImportJob): Promise<void> {
    await this.mail
      // By hold: a run held for its markup, once confirmed, may be held again before retiring.
      .send({ kind: HELD_RUN_MAIL, id: run.id }, { jobId: `held-run-${run.id}-${run.heldFor ?? 'retirement'}` })
      .catch((error: Error) => this.logger.warn(`Held run ${run.id}: staff not e-mailed (${error.message})`));
  }

  private async render(id: string | null): Promise<MailMessage | null> {
    const run = id ? await this.imports.find(id) : null;
    if (!run) return null;
    const supplierName =
      (run.supplierId && (await this.suppliers.namesOf([run.supplierId])).get(run.supplierId)) || 'A supplier';
    const settings = await this.shop.settings();
    const info = toShopInfo(settings);
    const to = (settings.leadNotifyEmails.length ? settings.leadNotifyEmails : [info.email]).join(', ');
    const link = `${this.config.publicUrl}/admin/imports/${run.id}/show`;
    const reason = run.heldReason ?? 'It would retire more stones than the supplier’s limit allows.';
    return {
      to,
      subject: `Supplier feed held for review: ${supplierName}`,
      text: `${supplierName}'s feed run is held for review.\n\n${reason}\n\nConfirm or discard it: ${link}\n`,
      html: mailFrame(
        info.name,
        `<p>${escapeMarkup(supplierName)}'s feed run is held for review.</p><p>${escapeMarkup(reason)}</p>` +
          `<p><a href="${escapeMarkup(link)}">Confirm or discard it in the console</a></p>`,
      ),
    };
  }
}

import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { MailMessage } from './mail-message.js';

/**
 * Sends through SMTP_URL when configured; otherwise writes each message as an .eml file under
 * .data/outbox/ (any mail program opens it) and logs its subject, so development needs no mail server.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.mail.from, ...message });
    if (this.config.mail.smtpUrl) {
      this.logger.log(`Sent "${message.subject}" to ${message.to}`);
      return;
    }
    await mkdir(this.config.mail.outboxDir, { recursive: true });
    const file = join(
      this.config.mail.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug(message.subject)}.eml`,
    );
    // Written under another name, then renamed: whatever watches the folder never reads half a message.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    this.logger.log(`Wrote "${message.subject}" for ${message.to} to ${file}`);
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

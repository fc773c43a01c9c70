import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { Repository } from '../../common/repository.js';
import { LeadNotification, LeadNotificationStatus } from './entities/lead-notification.entity.js';
import type { MailMessage } from '../mail/index.js';

/** The channel every insert into the outbox notifies on commit (a trigger, Migration20261130010000). */
const CHANNEL = 'lead_notifications';

/** What an outbox row is written with. */
export interface NewLeadNotification {
  leadType: 'order' | 'appointment' | 'contact';
  leadId: string;
  audience: 'staff' | 'visitor';
  message: MailMessage;
}

/**
 * The outbox of lead e-mails (lead_notifications). Rows added and rows claimed then changed are
 * written when the surrounding transaction() commits: the lead's own, or the sender's.
 */
@Injectable()
export class LeadNotifications extends Repository {
  add(row: NewLeadNotification): void {
    this.db.create(LeadNotification, row);
  }

  /** Removes the e-mails of these leads, sent or not: they quote the person a privacy erasure removes. */
  async removeForLeads(leadIds: string[]): Promise<void> {
    if (leadIds.length) await this.db.nativeDelete(LeadNotification, { leadId: { $in: leadIds } });
  }

  /** The e-mail of a row handed to the `mail` queue by an earlier version; null once it is gone. */
  async queuedMessageOf(id: string): Promise<MailMessage | null> {
    const row = await this.db.findOne(LeadNotification, { id, status: LeadNotificationStatus.Queued });
    return row?.message ?? null;
  }

  /**
   * The pending row due first at `now`, locked FOR UPDATE SKIP LOCKED until the transaction ends:
   * another sender passes over it rather than sending it twice, and takes it up again should this
   * process die before the transaction ends.
   */
  claimDue(now: Date): Promise<LeadNotification | null> {
    return this.db.findOne(
      LeadNotification,
      { status: LeadNotificationStatus.Pending, nextAttemptAt: { $lte: now } },
      { orderBy: { nextAttemptAt: 'ASC', id: 'ASC' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
  }

  /**
   * Calls `onNew` each time a transaction that added rows commits, over a connection of its own that
   * LISTENs; `onLost` once, should that connection fail or end. Answers what closes it.
   */
  async listen(onNew: () => void, onLost: (error: Error) => void): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: this.em.config.get('clientUrl') });
    let closed = false;
    const close = async () => {
      closed = true;
      await client.end().catch(() => undefined);
    };
    const lost = (error: Error) => {
      if (closed) return;
      void close();
      onLost(error);
    };
    client.on('notification', onNew);
    client.on('error', lost);
    client.on('end', () => lost(new Error('the connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await close();
      throw error;
    }
    return close;
  }
}

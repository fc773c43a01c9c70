import { Migration } from '@mikro-orm/migrations';

/**
 * Lead e-mails are sent from their outbox row by the worker (LeadMailSender), no longer through a bull
 * job: a row carries when it may next be tried and when it was sent, and a row that failed every
 * attempt is kept as `failed`. Rows handed to bull before this version stay `queued`: their jobs still
 * send them. Each insert notifies the channel `lead_notifications` from inside the lead's transaction,
 * so PostgreSQL wakes the senders when (and only if) it commits.
 */
export class Migration20261130010000_lead_mail_outbox extends Migration {
  override name = 'Migration20261130010000_lead_mail_outbox';

  override up(): void {
    this.addSql(
      `alter table "lead_notifications" add column "next_attempt_at" timestamptz not null default now(), add column "sent_at" timestamptz null;`,
    );
    this.addSql(`update "lead_notifications" set "next_attempt_at" = "created_at";`);
    this.addSql(`alter table "lead_notifications" drop constraint "lead_notifications_status_check";`);
    this.addSql(
      `alter table "lead_notifications" add constraint "lead_notifications_status_check" check ("status" in ('pending', 'queued', 'sent', 'failed'));`,
    );
    this.addSql(`drop index "lead_notifications_pending_index";`);
    this.addSql(
      `create index "lead_notifications_due_index" on "lead_notifications" ("next_attempt_at") where "status" = 'pending';`,
    );
    this.addSql(`create function "lead_notifications_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('lead_notifications', '');
        return null;
      end $$;`);
    this.addSql(`create trigger "lead_notifications_notify" after insert on "lead_notifications"
      for each statement execute function "lead_notifications_notify"();`);
  }

  override down(): void {
    this.addSql(`drop trigger "lead_notifications_notify" on "lead_notifications";`);
    this.addSql(`drop function "lead_notifications_notify"();`);
    this.addSql(`drop index "lead_notifications_due_index";`);
    this.addSql(`create index "lead_notifications_pending_index" on "lead_notifications" ("status", "created_at");`);
    this.addSql(`update "lead_notifications" set "status" = 'queued' where "status" in ('sent', 'failed');`);
    this.addSql(`alter table "lead_notifications" drop constraint "lead_notifications_status_check";`);
    this.addSql(
      `alter table "lead_notifications" add constraint "lead_notifications_status_check" check ("status" in ('pending', 'queued'));`,
    );
    this.addSql(`alter table "lead_notifications" drop column "next_attempt_at", drop column "sent_at";`);
  }
}

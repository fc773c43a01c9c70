import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail of staff writes (issue 33 §3). Append-only: a trigger refuses every UPDATE and
 * DELETE (and TRUNCATE), whoever asks, so a row once written stays as it was.
 */
export class Migration20261130060000_audit_events extends Migration {
  override name = 'Migration20261130060000_audit_events';

  override up(): void {
    this.addSql(`create table "audit_events" (
      "id" uuid not null,
      "occurred_at" timestamptz not null,
      "actor_id" uuid null,
      "actor_name" varchar(100) not null,
      "actor_role" varchar(20) not null,
      "action" varchar(100) not null,
      "operation" varchar(200) not null,
      "entity" varchar(50) not null,
      "entity_id" varchar(200) null,
      "changes" jsonb not null,
      "request_id" varchar(64) null,
      "client_address" varchar(64) null,
      primary key ("id"));`);
    this.addSql(`create index "audit_events_occurred_at_index" on "audit_events" ("occurred_at");`);
    this.addSql(`create index "audit_events_actor_index" on "audit_events" ("actor_id", "occurred_at");`);
    this.addSql(`create index "audit_events_entity_index" on "audit_events" ("entity", "entity_id");`);
    this.addSql(`create function "audit_events_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(`create trigger "audit_events_append_only" before update or delete on "audit_events"
      for each row execute function "audit_events_append_only"();`);
    this.addSql(`create trigger "audit_events_no_truncate" before truncate on "audit_events"
      for each statement execute function "audit_events_append_only"();`);
  }

  override down(): void {
    this.addSql(`drop table "audit_events";`);
    this.addSql(`drop function "audit_events_append_only"();`);
  }
}

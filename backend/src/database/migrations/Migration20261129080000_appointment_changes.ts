import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28, points 5 and 6: an appointment is held in the showroom or by video (with the link staff
 * add), and remembers the SEQUENCE of the calendar invitation it last sent, so each confirmation,
 * new time or cancellation updates the customer's one event.
 */
export class Migration20261129080000_appointment_changes extends Migration {
  override name = 'Migration20261129080000_appointment_changes';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "appointments" add column "meeting_mode" text not null default 'showroom', add column "video_link" varchar(500) null, add column "invite_sequence" int not null default 0;`,
    );
    await this.execute(
      `alter table "appointments" add constraint "appointments_meeting_mode_check" check ("meeting_mode" in ('showroom', 'video'));`,
    );
  }

  override async down(): Promise<void> {
    await this.execute(
      `alter table "appointments" drop column "meeting_mode", drop column "video_link", drop column "invite_sequence";`,
    );
  }
}

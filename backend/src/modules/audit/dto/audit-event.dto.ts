import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { StaffRole } from '../../../common/staff-permissions.js';

const ANY_VALUE: ApiPropertyOptions = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: {} },
    { type: 'object', additionalProperties: true },
  ],
};

export class AuditFieldChangeDto {
  @ApiProperty({ example: 'Order', description: 'The record’s kind' }) record: string;
  @ApiProperty({ type: String, nullable: true }) recordId: string | null;
  @ApiProperty({ enum: ['create', 'update', 'delete'] }) change: string;
  @ApiProperty({ example: 'status' }) field: string;
  @ApiProperty({ ...ANY_VALUE, description: 'null for a new record; "[secret]" or "[personal data]" when masked' })
  before: unknown;
  @ApiProperty({ ...ANY_VALUE, description: 'null for a deleted record; "[secret]" or "[personal data]" when masked' })
  after: unknown;
}

/** One staff write (react-admin resource `audit-events`). */
export class AuditEventDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) occurredAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The account’s id (it may since be deleted)',
  })
  actorId: string | null;
  @ApiProperty({ description: 'As the account was named at the time' }) actorName: string;
  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole', description: 'The role the actor had at the time' })
  actorRole: StaffRole;
  @ApiProperty({ example: 'updateOrder', description: 'The operation’s id in openapi.json' }) action: string;
  @ApiProperty({ example: 'PUT /api/admin/orders/{id}' }) operation: string;
  @ApiProperty({ example: 'orders', description: 'The staff API resource' }) entity: string;
  @ApiProperty({ type: String, nullable: true }) entityId: string | null;
  @ApiProperty({
    type: [AuditFieldChangeDto],
    description: 'Each field the write changed, before → after (empty where the write bypassed the unit of work)',
  })
  changes: AuditFieldChangeDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The X-Request-Id of the write' }) requestId: string | null;
  @ApiProperty({ type: String, nullable: true }) clientAddress: string | null;
}

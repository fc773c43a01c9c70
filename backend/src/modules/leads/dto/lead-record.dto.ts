import { ApiProperty } from '@nestjs/swagger';
import type { LeadRecord } from '../entities/lead-record.entity.js';
import { LeadSource } from '../lead-source.js';

/** What staff see of every lead, whatever its kind (the answers' side of LeadRecord). */
export abstract class LeadRecordDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'LJ-7K4M9P', description: 'What the customer quotes; the list search (q) finds it' })
  reference: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ enum: LeadSource, enumName: 'LeadSource' })
  source: LeadSource;

  @ApiProperty({ type: String, nullable: true, description: 'The partner page (Origin) of widget leads' })
  sourceOrigin: string | null;

  @ApiProperty()
  spam: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** What every lead shows that staff cannot change (the visitor's own words and where they came from). */
export const LEAD_READ_ONLY = [
  'id',
  'reference',
  'fullName',
  'phone',
  'email',
  'source',
  'sourceOrigin',
  'spam',
  'createdAt',
] as const;

type Lead = LeadRecord & { fullName: string; phone: string; email?: string | null };

export function leadRecordFields(lead: Lead): LeadRecordDto {
  return {
    id: lead.id,
    reference: lead.reference,
    fullName: lead.fullName,
    phone: lead.phone,
    email: lead.email ?? null,
    source: lead.source,
    sourceOrigin: lead.sourceOrigin ?? null,
    spam: lead.spam,
    createdAt: lead.createdAt,
  };
}

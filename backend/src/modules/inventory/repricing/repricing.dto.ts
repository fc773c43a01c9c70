import { ApiProperty } from '@nestjs/swagger';

export const REPRICING_STATUSES = ['queued', 'running', 'retrying', 'done', 'failed'] as const;
export type RepricingStatus = (typeof REPRICING_STATUSES)[number];

/** A markup save's repricing job, as the console follows it. */
export class RepricingJobDto {
  @ApiProperty({ example: '42' }) id: string;

  @ApiProperty({
    enum: REPRICING_STATUSES,
    enumName: 'RepricingStatus',
    description:
      'queued: waiting for the worker (or for a run of the same category to finish); retrying: an attempt failed, ' +
      'the next is due; failed: every attempt failed (POST …/retry starts it again)',
  })
  status: RepricingStatus;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "null: the default markup's suppliers" })
  supplierId: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Offers of the suppliers; null until it starts' })
  total: number | null;

  @ApiProperty({ description: 'Offers gone through' }) offers: number;
  @ApiProperty({ description: 'Offers whose retail price changed' }) repriced: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' }) error: string | null;
  @ApiProperty({ description: 'Attempts made so far' }) attempts: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

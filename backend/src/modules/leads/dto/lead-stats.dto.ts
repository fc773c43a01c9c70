import { ApiProperty } from '@nestjs/swagger';

/** Counts for a staff dashboard card; spam is left out. Months are calendar months in the shop's time zone, by creation. */
export class LeadStatsDto {
  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { new: 3, contacted: 1 },
    description: 'Every status, 0 included',
  })
  byStatus: Record<string, number>;

  @ApiProperty({ example: 7 })
  thisMonth: number;

  @ApiProperty({ example: 12 })
  previousMonth: number;
}

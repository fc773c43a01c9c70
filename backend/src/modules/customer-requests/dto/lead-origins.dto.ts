import { ApiProperty } from '@nestjs/swagger';

/** The partner pages leads came from, for the console's Partner Site filter. */
export class LeadOriginsDto {
  @ApiProperty({
    type: [String],
    example: ['https://jeweller.example', 'https://partner.example'],
    description:
      'Distinct sourceOrigin values of orders, appointments and contact messages (spam left out), sorted; each works as filter={"sourceOrigin":…} on those lists',
  })
  data: string[];
}

import { ApiProperty } from '@nestjs/swagger';

/** A staff member's two-step sign-in as the console shows it (their profile, an Owner's staff screen). */
export class TwoFactorStatusDto {
  @ApiProperty({ description: 'Two-step sign-in is on: signing in needs a code after the password' })
  enabled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was turned on' })
  enabledAt: string | null;

  @ApiProperty({ example: 10, description: 'Recovery codes not used yet (0 while it is off)' })
  recoveryCodesLeft: number;

  @ApiProperty({
    description:
      'The Owners require two-step sign-in of every staff account (then it cannot be turned off, only reset by an Owner)',
  })
  required: boolean;
}

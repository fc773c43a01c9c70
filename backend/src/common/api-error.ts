import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape of every error the API answers (design.md). */
export class ApiError {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Full name is required', description: 'A sentence a person can act on' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { fullName: 'Full name is required' },
    description: 'Per-field messages for invalid input',
  })
  errors?: Record<string, string>;
}

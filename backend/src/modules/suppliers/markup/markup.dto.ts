import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CheckedBy } from '../../../common/body-rules.js';
import {
  checkDefaultMarkup,
  checkMarkupPreview,
  MARKUP_BASES,
  MARKUP_LIMITS,
  type MarkupBasis,
  ROUNDINGS,
  type Rounding,
} from './markup-rules.js';

/*
 * The OpenAPI shape of markup rules. Their checks are validateMarkup's (markup-rules.ts), which
 * class-validator decorators cannot express (no gaps or overlaps between bands, messages keyed
 * `markup.bands.2.to`): the request bodies below are CheckedBy them, and a body that carries
 * MarkupRulesDto among other fields checks that field with validateMarkup too.
 */

const { percent, fixed, bands } = MARKUP_LIMITS;

export class MarkupBandDto {
  @ApiProperty({
    minimum: 0,
    example: 0,
    description: 'Where the band starts (carats or money, by the basis; 2 decimals): the first band at 0',
  })
  from: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description: 'Where the band ends, excluded: the next band’s `from`. Null for the last band (no upper limit).',
  })
  to: number | null;

  @ApiProperty({
    minimum: percent.min,
    maximum: percent.max,
    example: 20,
    description: 'retail = cost × (1 + percent / 100) + fixed (2 decimals)',
  })
  percent: number;

  @ApiProperty({
    minimum: fixed.min,
    maximum: fixed.max,
    example: 50,
    description: 'An amount of money added (negative: taken off), 2 decimals',
  })
  fixed: number;
}

export class MarkupRulesDto {
  @ApiProperty({
    enum: MARKUP_BASES,
    enumName: 'MarkupBasis',
    description:
      'What the bands are of: the stone’s carat weight or its cost. A stone without a carat: the first band.',
  })
  basis: MarkupBasis;

  @ApiProperty({
    type: [MarkupBandDto],
    minItems: bands.min,
    maxItems: bands.max,
    description:
      'Sorted, covering 0 and up without gaps or overlaps: the first `from` is 0, each `to` is the next band’s `from`, the last `to` is null. A value v is in the band with from <= v < to.',
  })
  bands: MarkupBandDto[];

  @ApiProperty({
    enum: ROUNDINGS,
    enumName: 'MarkupRounding',
    description:
      'none: to the cent; dollar, ten, hundred: to the nearest 1, 10, 100; nine: up to the smallest whole price ending in 9 (1,230.40 → 1,239). Never below 0.',
  })
  rounding: Rounding;
}

/** GET /api/admin/markup/default's answer, and PUT's body. */
@CheckedBy(checkDefaultMarkup)
export class DefaultMarkupDto {
  @ApiProperty({ type: MarkupRulesDto, description: 'Applies to the suppliers without their own rules' })
  markup: MarkupRulesDto;
}

@CheckedBy(checkMarkupPreview)
export class MarkupPreviewRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Whose stones to price; absent: stones of the suppliers using the shop default',
  })
  supplierId?: string;

  @ApiProperty({ type: MarkupRulesDto, description: 'The rules to try (not saved)' })
  markup: MarkupRulesDto;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MARKUP_LIMITS.bound.cost,
    example: 3011.02,
    description: 'A cost to price (2 decimals), with or without any stone of a feed: answered as `typed`',
  })
  cost?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MARKUP_LIMITS.bound.carat,
    example: 1.02,
    description: "The typed stone's carat (2 decimals); absent: the first band, as for a stone without one",
  })
  carat?: number;
}

export class MarkupSampleDto {
  @ApiProperty({ example: 'LG-1042' }) stockNumber: string;
  @ApiProperty({ type: Number, nullable: true, example: 1.02 }) carat: number | null;
  @ApiProperty({ example: 1000, description: 'The supplier’s cost' }) cost: number;
  @ApiProperty({ example: 1000, description: 'Its retail price now' }) currentRetail: number;
  @ApiProperty({ example: 1250, description: 'Its retail price under the rules sent' }) retail: number;
}

export class MarkupTypedPriceDto {
  @ApiProperty({ example: 3011.02 }) cost: number;
  @ApiProperty({ type: Number, nullable: true, example: 1.02 }) carat: number | null;
  @ApiProperty({
    example: 3011,
    description: "Its retail price under the rules in force now (the supplier's, else the shop's default)",
  })
  currentRetail: number;
  @ApiProperty({ example: 3620, description: 'Its retail price under the rules sent' }) retail: number;
}

export class MarkupPreviewDto {
  @ApiProperty({
    type: [MarkupSampleDto],
    description: 'Up to 12 stones, spread over cost and carat; empty when there are none',
  })
  samples: MarkupSampleDto[];

  @ApiProperty({
    type: MarkupTypedPriceDto,
    nullable: true,
    description: 'The cost (and carat) sent, priced; null when none was sent',
  })
  typed: MarkupTypedPriceDto | null;
}

/** GET and PUT /api/admin/markup/default's answer: the rules, and whether staff saved them. */
export class DefaultMarkupStateDto {
  @ApiProperty({ type: MarkupRulesDto, description: 'Applies to the suppliers without their own rules' })
  markup: MarkupRulesDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When staff last saved the default; null: never, and supplier runs using it wait for it (held for review)',
  })
  savedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace', description: 'Who saved it (their name)' })
  savedBy: string | null;

  @ApiPropertyOptional({
    description:
      'Only in the answer of a save: the repricing job of the stones of suppliers using the default (GET /api/admin/repricing/{id})',
  })
  repricingJobId?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { ProductSummaryDto } from '../dto/product.dto.js';

const nullableNumber = { type: Number, nullable: true } as const;
const counts = (example: Record<string, number>) =>
  ({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example,
    description: 'Option → matches with the other filters applied',
  }) as const;

export class RangeDto {
  @ApiProperty({ ...nullableNumber, description: 'Null when nothing matches' }) min: number | null;
  @ApiProperty({ ...nullableNumber, description: 'Null when nothing matches' }) max: number | null;
}

/** Prices and carat weights of everything that matches (all filters applied). */
export class RangesDto {
  @ApiProperty({ type: RangeDto }) price: RangeDto;
  @ApiProperty({ type: RangeDto, description: 'Diamonds: carat; jewelry: total carat weight' }) carat: RangeDto;
}

export class DiamondFacetsDto {
  @ApiProperty(counts({ Round: 812, Oval: 312 })) shape: Record<string, number>;
  @ApiProperty(counts({ Ideal: 420, 'Very Good': 97 })) cut: Record<string, number>;
  @ApiProperty(counts({ D: 51, E: 88 })) color: Record<string, number>;
  @ApiProperty(counts({ VVS1: 64, SI1: 130 })) clarity: Record<string, number>;
  @ApiProperty(counts({ GIA: 600, IGI: 212 })) certification: Record<string, number>;
}

export class JewelryFacetsDto {
  @ApiProperty(counts({ 'Engagement Ring': 120, 'Wedding Band': 64 })) category: Record<string, number>;
  @ApiProperty(counts({ 'Halo Ring': 31 })) subCategory: Record<string, number>;
  @ApiProperty(counts({ Platinum: 40, '18K White Gold': 52 })) metal: Record<string, number>;
  @ApiProperty(counts({ 'Natural Diamond': 90 })) classification: Record<string, number>;
  @ApiProperty(counts({ Diamond: 88, Gemstone: 12 })) stoneType: Record<string, number>;
  @ApiProperty(counts({ Round: 70, Oval: 18 })) stoneShape: Record<string, number>;
  @ApiProperty(counts({ Diamond: 88, Ruby: 4 })) gemType: Record<string, number>;
  @ApiProperty(counts({ 'House Collection': 140 })) brand: Record<string, number>;
}

class SearchAnswerDto {
  @ApiProperty({ type: [ProductSummaryDto] }) items: ProductSummaryDto[];
  @ApiProperty({ type: 'integer', description: 'Everything that matches' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer', description: 'Pages of `limit` items; 0 when nothing matches' }) pages: number;
  @ApiProperty({ type: RangesDto, required: false, description: 'Left out with facets=false' }) ranges?: RangesDto;
}

export class DiamondSearchAnswerDto extends SearchAnswerDto {
  @ApiProperty({ type: DiamondFacetsDto, required: false, description: 'Left out with facets=false' })
  facets?: DiamondFacetsDto;
}

export class JewelrySearchAnswerDto extends SearchAnswerDto {
  @ApiProperty({ type: JewelryFacetsDto, required: false, description: 'Left out with facets=false' })
  facets?: JewelryFacetsDto;
}

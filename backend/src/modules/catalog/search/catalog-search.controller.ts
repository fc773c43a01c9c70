import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../../common/api-error.js';
import { CatalogueCache, LabelledRevision } from '../../../common/cache-policy.js';
import { CatalogSearchService, type Searched } from './catalog-search.service.js';
import { DiamondSearchAnswerDto, JewelrySearchAnswerDto } from './search-answer.dto.js';
import { DiamondSearchQueryDto, JewelrySearchQueryDto } from './search-query.dto.js';

const BAD_QUERY =
  'An unknown parameter or value, a min above its max, or paging out of bounds; the message names the parameter';

/** Browsers' developer tools and the benchmark read which engine answered, how fast, and where the time went. */
function timed<T>(response: Response, { answer, engine, ms, parts }: Searched<T>): T {
  const metrics = [`search;desc="${engine}";dur=${ms.toFixed(1)}`];
  if (parts) metrics.push(`index;dur=${parts.index.toFixed(2)}`, `rows;dur=${parts.rows.toFixed(2)}`);
  response.setHeader('Server-Timing', metrics.join(', '));
  return answer;
}

@ApiTags('Catalogue search')
@Controller()
export class CatalogSearchController {
  constructor(private readonly search: CatalogSearchService) {}

  @Get('diamonds')
  @CatalogueCache({ query: DiamondSearchQueryDto })
  @ApiOperation({
    summary: 'Search diamonds with facet counts',
    description:
      'Each facet group is counted with all the other filters applied; ranges describe everything that matches.',
  })
  @ApiOkResponse({ type: DiamondSearchAnswerDto })
  @ApiBadRequestResponse({ type: ApiError, description: BAD_QUERY })
  async searchDiamonds(
    @Query() query: DiamondSearchQueryDto,
    @LabelledRevision() labelled: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DiamondSearchAnswerDto> {
    return timed(response, await this.search.searchDiamonds(query, labelled));
  }

  @Get('jewelry')
  @CatalogueCache({ query: JewelrySearchQueryDto })
  @ApiOperation({
    summary: 'Search jewelry with facet counts',
    description:
      'Each group is a single choice, counted with all the other filters applied; carat is the total carat weight.',
  })
  @ApiOkResponse({ type: JewelrySearchAnswerDto })
  @ApiBadRequestResponse({ type: ApiError, description: BAD_QUERY })
  async searchJewelry(
    @Query() query: JewelrySearchQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JewelrySearchAnswerDto> {
    return timed(response, await this.search.searchJewelry(query));
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { CatalogSearchService } from './catalog-search.service.js';
import { DiamondSearchAnswerDto, JewelrySearchAnswerDto } from './search-answer.dto.js';
import { DiamondSearchQueryDto, JewelrySearchQueryDto } from './search-query.dto.js';

const BAD_QUERY = 'An unknown parameter or value, a min above its max, or paging out of bounds; the message names the parameter';

@ApiTags('Catalogue search')
@Controller()
export class CatalogSearchController {
  constructor(private readonly search: CatalogSearchService) {}

  @Get('diamonds')
  @ApiOperation({
    summary: 'Search diamonds with facet counts',
    description: 'Each facet group is counted with all the other filters applied; ranges describe everything that matches.',
  })
  @ApiOkResponse({ type: DiamondSearchAnswerDto })
  @ApiBadRequestResponse({ type: ApiError, description: BAD_QUERY })
  searchDiamonds(@Query() query: DiamondSearchQueryDto): Promise<DiamondSearchAnswerDto> {
    return this.search.searchDiamonds(query);
  }

  @Get('jewelry')
  @ApiOperation({
    summary: 'Search jewelry with facet counts',
    description: 'Each group is a single choice, counted with all the other filters applied; carat is the total carat weight.',
  })
  @ApiOkResponse({ type: JewelrySearchAnswerDto })
  @ApiBadRequestResponse({ type: ApiError, description: BAD_QUERY })
  searchJewelry(@Query() query: JewelrySearchQueryDto): Promise<JewelrySearchAnswerDto> {
    return this.search.searchJewelry(query);
  }
}

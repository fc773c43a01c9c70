import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { LegalPageDto } from './dto/legal-page.dto.js';
import { LegalPagesService } from './legal-pages.service.js';

@ApiTags('Legal pages')
@Controller('legal-pages')
export class LegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get(':slug')
  // Staff edit these in the console: browsers revalidate so an edit shows on the next page load.
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    summary: 'A legal page: returns, shipping, privacy-policy, terms or cookie-policy',
    description: 'Until staff save it, its starting text written from the shop’s settings.',
  })
  @ApiOkResponse({ type: LegalPageDto })
  @ApiNotFoundResponse({ type: ApiError, description: 'Page not found' })
  getLegalPage(@Param('slug') slug: string): Promise<LegalPageDto> {
    return this.pages.page(slug);
  }
}

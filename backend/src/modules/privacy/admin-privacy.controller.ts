import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { PersonalDataDto, PersonFoundDto, PersonQueryDto } from './dto/privacy.dto.js';
import { PrivacyService } from './privacy.service.js';

const WHO =
  'The person by the e-mail address or phone number they gave (either or both): their customer accounts, and every ' +
  'request sent with that address or number, signed in or not.';

@ApiTags('Staff: privacy requests')
@ApiBearerAuth()
@Requires(Permission.Privacy)
@Controller('admin/privacy')
export class AdminPrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('people')
  @ApiOperation({ summary: 'What the shop holds about a person, counted', description: WHO })
  @ApiOkResponse({ type: PersonFoundDto })
  @ApiBadRequestResponse({ type: ApiError })
  async findPerson(@Query() query: PersonQueryDto): Promise<PersonFoundDto> {
    return this.privacy.summary(await this.privacy.find(query));
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Everything the shop holds about a person, for their request (GDPR articles 15 and 20)',
    description: `${WHO} Recorded in the audit trail.`,
  })
  @ApiOkResponse({ type: PersonalDataDto })
  @ApiBadRequestResponse({ type: ApiError })
  async exportPerson(@Body() body: PersonQueryDto): Promise<PersonalDataDto> {
    return this.privacy.export(await this.privacy.find(body));
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Erase a person, for their request (GDPR article 17)',
    description:
      `${WHO} Their accounts are deleted; their requests stay without a person (an order’s product, price and dates), ` +
      'their e-mails are removed from the outbox, their reviews keep words and stars under an erased name. Recorded in the audit trail.',
  })
  @ApiOkResponse({ type: PersonFoundDto, description: 'What was erased' })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'A staff account has that address or phone' })
  async erasePerson(@Body() body: PersonQueryDto): Promise<PersonFoundDto> {
    return this.privacy.erase(await this.privacy.find(body));
  }
}

import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminContactsService, CONTACT_SORT } from './admin-contacts.service.js';
import { ContactMessageDto, UpdateContactDto } from './dto/contact-message.dto.js';
import { setCsvHeaders } from '../../common/text/index.js';
import { LeadStatsDto, ApiCsvExport } from '../leads/index.js';

const FILTERS =
  'Filter keys: q (name, e-mail, phone, message), status, source, sourceOrigin, spam (true: spam only; spam is hidden otherwise), id (list).';

@ApiTags('Staff: contact messages')
@ApiBearerAuth()
@Controller('admin/contacts')
export class AdminContactsController {
  constructor(private readonly contacts: AdminContactsService) {}

  @Get()
  @ApiOperation({ summary: 'List contact messages', description: `${FILTERS} Default sort: createdAt DESC.` })
  @ApiOkResponse({ type: [ContactMessageDto], description: 'Header Content-Range: contacts <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listContacts(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContactMessageDto[]> {
    const list = parseListQuery(query, { sortable: CONTACT_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.contacts.list(list);
    setContentRange(response, 'contacts', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Contact message counts: total, per status, this and the previous month (shop time zone; spam left out)',
  })
  @ApiOkResponse({ type: LeadStatsDto })
  getContactStats(): Promise<LeadStatsDto> {
    return this.contacts.stats();
  }

  @Get('export.csv')
  @ApiCsvExport('contacts')
  async exportContacts(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const list = parseListQuery(query, { sortable: CONTACT_SORT, defaultSort: ['createdAt', 'DESC'] });
    setCsvHeaders(response, 'contacts', new Date().toISOString().slice(0, 10));
    return this.contacts.exportCsv(list);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse({ type: ApiError })
  getContact(@Param('id') id: string): Promise<ContactMessageDto> {
    return this.contacts.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a contact message’s status or notes', description: 'Only the fields sent change.' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError })
  updateContact(@Param('id') id: string, @Body() body: UpdateContactDto): Promise<ContactMessageDto> {
    return this.contacts.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message' })
  @ApiOkResponse({ type: ContactMessageDto, description: 'The deleted message' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteContact(@Param('id') id: string): Promise<ContactMessageDto> {
    return this.contacts.delete(id);
  }
}

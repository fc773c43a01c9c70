import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { setCsvHeaders } from '../../common/text/index.js';
import { AUDIT_EXPORT_LIMIT, AuditService } from './audit.service.js';
import { AUDIT_SORT } from './audit-events.repository.js';
import { AuditEventDto } from './dto/audit-event.dto.js';

const FILTERS =
  'Filter keys: actorId (an account id), entity (a staff resource: orders, products…), entityId, action (an operationId), ' +
  'from and to (ISO 8601 instants, to excluded), q (in the actor’s name, the action or the record’s id), id (list).';
const listOf = (query: ListQueryDto) =>
  parseListQuery(query, { sortable: AUDIT_SORT, defaultSort: ['occurredAt', 'DESC'] });

@ApiTags('Staff: audit trail')
@ApiBearerAuth()
@Requires(Permission.Audit)
@Controller('admin/audit-events')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'The audit trail of staff writes, newest first (react-admin)', description: FILTERS })
  @ApiOkResponse({ type: [AuditEventDto], description: 'Header Content-Range: audit-events <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listAuditEvents(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditEventDto[]> {
    const list = listOf(query);
    const { items, total } = await this.audit.list(list);
    setContentRange(response, 'audit-events', list.offset, items.length, total);
    return items;
  }

  @Get('export.csv')
  @ApiOperation({
    summary: 'The filtered audit trail as CSV',
    description: `${FILTERS} Every matching event (at most ${AUDIT_EXPORT_LIMIT.toLocaleString('en')}), UTF-8 with a header row; changes as JSON.`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV file audit-events-<YYYY-MM-DD>.csv' })
  @ApiBadRequestResponse({ type: ApiError })
  exportAuditEvents(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    setCsvHeaders(response, 'audit-events', new Date().toISOString().slice(0, 10));
    return this.audit.exportCsv(listOf(query));
  }
}

import { Body, Controller, Delete, Get, Inject, Param, Put, Query, Res, type Type } from '@nestjs/common';
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
import { setCsvHeaders } from '../../common/text/index.js';
import { LeadStatsDto } from './dto/lead-stats.dto.js';
import type { LeadRecord } from './entities/lead-record.entity.js';
import { ApiCsvExport } from './lead-api.js';
import type { LeadDesk, LeadDeskService } from './lead-desk.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

/**
 * The staff routes of one kind of lead under admin/<resource> (list, stats, export.csv, get, put,
 * delete), served by `service`. Each kind names its controller by extending the class this returns.
 */
export function LeadDeskController<E extends LeadRecord, D>(
  desk: LeadDesk<E, D>,
  service: Type<LeadDeskService<E, D, unknown>>,
): Type<object> {
  const { api, resource } = desk;

  @ApiTags(desk.tag)
  @ApiBearerAuth()
  @Requires(Permission.Leads)
  @Controller(`admin/${resource}`)
  class LeadDeskRoutes {
    constructor(@Inject(service) private readonly leads: LeadDeskService<E, D, unknown>) {}

    @Get()
    @ApiOperation({
      operationId: `list${api.plural}`,
      summary: api.list,
      description: `${desk.filterHelp} Default sort: ${desk.defaultSort.join(' ')}.`,
    })
    @ApiOkResponse({ type: [desk.dto], description: `Header Content-Range: ${resource} <first>-<last>/<total>` })
    @ApiBadRequestResponse({ type: ApiError })
    async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<D[]> {
      const list = parseListQuery(query, { sortable: desk.sort, defaultSort: desk.defaultSort });
      const { items, total } = await this.leads.list(list);
      setContentRange(response, resource, list.offset, items.length, total);
      return items;
    }

    @Get('stats')
    @ApiOperation({ operationId: `get${api.singular}Stats`, summary: api.stats })
    @ApiOkResponse({ type: LeadStatsDto })
    stats(): Promise<LeadStatsDto> {
      return this.leads.stats();
    }

    @Get('export.csv')
    @ApiCsvExport(resource, `export${api.plural}`)
    async export(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
      const list = parseListQuery(query, { sortable: desk.sort, defaultSort: desk.defaultSort });
      setCsvHeaders(response, resource, new Date().toISOString().slice(0, 10));
      return this.leads.exportCsv(list);
    }

    @Get(':id')
    @ApiOperation({ operationId: `get${api.singular}`, summary: api.get })
    @ApiOkResponse({ type: desk.dto })
    @ApiNotFoundResponse({ type: ApiError })
    get(@Param('id') id: string): Promise<D> {
      return this.leads.get(id);
    }

    @Put(':id')
    @ApiOperation({ operationId: `update${api.singular}`, ...api.update })
    @ApiOkResponse({ type: desk.dto })
    @ApiBadRequestResponse({ type: ApiError })
    @ApiNotFoundResponse({ type: ApiError })
    update(@Param('id') id: string, @Body() body: unknown): Promise<D> {
      return this.leads.update(id, body);
    }

    @Delete(':id')
    @ApiOperation({ operationId: `delete${api.singular}`, summary: api.delete })
    @ApiOkResponse({ type: desk.dto, description: api.deleted })
    @ApiNotFoundResponse({ type: ApiError })
    delete(@Param('id') id: string): Promise<D> {
      return this.leads.delete(id);
    }
  }
  // The body's class is only known here, not to the compiler: without it the ValidationPipe would
  // check nothing and Swagger would not show the body.
  Reflect.defineMetadata('design:paramtypes', [String, desk.updateDto], LeadDeskRoutes.prototype, 'update');
  return LeadDeskRoutes;
}

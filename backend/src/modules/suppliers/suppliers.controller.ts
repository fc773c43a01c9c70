import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { ListQueryDto, parseListQuery, setContentRange, sortColumns } from '../../common/list-query.js';
import { SaveSupplierDto, SupplierChangesDto, SupplierDto, SupplierHostKeyDto } from './dto/supplier.dto.js';
import type { SupplierInput } from './supplier-rules.js';
import { SuppliersService } from './suppliers.service.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { AuditedAfterCommit } from '../../common/audited-routes.js';

const SUPPLIER_SORT = sortColumns([
  'name',
  'category',
  'sourceKind',
  'feedKind',
  'retireLimitPercent',
  'lastRunAt',
  'lastRunStatus',
  'liveStones',
  'createdAt',
  'updatedAt',
]);
const VALIDATION =
  'Every problem at once in `errors`, keyed by the field’s path: name, category, sourceKind, feedKind, http.url, http.auth, ' +
  'http.username, http.headerName, sftp.host, sftp.port, sftp.username, sftp.path, schedule.kind, schedule.hours, schedule.cron, ' +
  'columnAliases, markup.basis, markup.rounding, markup.bands.<i>.from|to|percent|fixed, retireLimitPercent. A feed address on a ' +
  'loopback, private or link-local network is refused unless FEED_ALLOW_PRIVATE_HOSTS=true.';

@ApiTags('Staff: supplier feeds')
@ApiBearerAuth()
@Requires(Permission.Suppliers)
@Controller('admin/suppliers')
export class SuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get()
  @ApiOperation({
    summary: 'Suppliers (react-admin)',
    description: `Filter keys: q (name), category, sourceKind, id (list). Sort: ${Object.keys(SUPPLIER_SORT).join(', ')}.`,
  })
  @ApiOkResponse({ type: [SupplierDto], description: 'Header Content-Range: suppliers <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listSuppliers(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SupplierDto[]> {
    const list = parseListQuery(query, { sortable: SUPPLIER_SORT, defaultSort: ['name', 'ASC'] });
    const { items, total } = await this.suppliers.list(list);
    setContentRange(response, 'suppliers', list.offset, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One supplier (secrets are never answered: hasPassword, hasToken, hasPrivateKey say which are saved)',
  })
  @ApiOkResponse({ type: SupplierDto })
  @ApiNotFoundResponse({ type: ApiError })
  getSupplier(@Param('id') id: string): Promise<SupplierDto> {
    return this.suppliers.get(id);
  }

  @Post()
  @AuditedAfterCommit()
  @ApiOperation({ summary: 'Add a supplier', description: 'Its schedule starts at once (a bull repeatable job).' })
  @ApiCreatedResponse({ type: SupplierDto })
  @ApiBadRequestResponse({ type: ApiError, description: VALIDATION })
  createSupplier(@Req() request: AuthenticatedRequest, @Body() body: SaveSupplierDto): Promise<SupplierDto> {
    return this.suppliers.create(request.user!, body as unknown as SupplierInput);
  }

  @Put(':id')
  @AuditedAfterCommit()
  @ApiOperation({
    summary: 'Change a supplier',
    description:
      'Any of its fields (react-admin sends the whole record); those left out keep their value. Secrets absent or "" are kept, null removes them. New markup rules queue the repricing of its stones ' +
      '(repricingJobId in the answer; follow it at GET /api/admin/repricing/{id}): the answer comes at once, the storefront ' +
      'shows the new prices when the job is done (each product’s history records it). 503 without Redis (nothing saved). ' +
      'Setting, changing or removing a secret (also by a new address or sign-in method) needs suppliers:secrets (403 otherwise).',
  })
  @ApiOkResponse({ type: SupplierDto })
  @ApiBadRequestResponse({ type: ApiError, description: VALIDATION })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'The markup changed and Redis is unreachable' })
  updateSupplier(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Body() body: SupplierChangesDto,
  ): Promise<SupplierDto> {
    return this.suppliers.update(request.user!, id, body as unknown as Record<string, unknown>);
  }

  @Post(':id/host-key')
  @Requires(Permission.SupplierSecrets)
  @ApiOperation({
    summary: "Confirm, accept or forget an SFTP supplier's pinned host key",
    description:
      'The first connection (a run or a preview) pins the key the server presents (sftp.hostKey, unconfirmed); a ' +
      'later run meeting another key fails naming both and keeps it as sftp.presentedHostKey. `fingerprint` pins ' +
      'the key given, confirmed (Confirm: the recorded one; Accept: the presented one); null forgets the pin.',
  })
  @ApiCreatedResponse({ type: SupplierDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError })
  setHostKey(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Body() body: SupplierHostKeyDto,
  ): Promise<SupplierDto> {
    return this.suppliers.setHostKey(request.user!, id, body.fingerprint);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a supplier that has no stones in the catalogue' })
  @ApiOkResponse({ type: SupplierDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({
    type: ApiError,
    description: 'Its stones are in the catalogue: turn its schedule off instead',
  })
  deleteSupplier(@Param('id') id: string): Promise<SupplierDto> {
    return this.suppliers.remove(id);
  }
}

import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { LeadCreatedDto } from './dto/lead-created.dto.js';

/** Swagger for a public lead form's POST. */
export const ApiLeadForm = (summary: string, description: string) =>
  applyDecorators(
    ApiOperation({ summary, description }),
    ApiCreatedResponse({ type: LeadCreatedDto }),
    ApiBadRequestResponse({ type: ApiError, description: 'errors names each invalid field with the spec’s message' }),
    ApiTooManyRequestsResponse({ type: ApiError, description: 'Too many requests. Please try again later. (see Retry-After)' }),
  );

/** Swagger for a staff resource's CSV export. */
export const ApiCsvExport = (resource: string) =>
  applyDecorators(
    ApiOperation({
      summary: `The filtered ${resource} as CSV`,
      description:
        'Same filter and sort as the list, every matching row (at most 50,000), UTF-8 with a header row. ' +
        'Cells starting with = + - @ (or tab/CR) are prefixed with a single quote so spreadsheets do not run them.',
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({ schema: { type: 'string' }, description: `CSV file ${resource}-<YYYY-MM-DD>.csv` }),
    ApiBadRequestResponse({ type: ApiError }),
  );

import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { LeadCreatedDto } from './dto/lead-created.dto.js';
import type { LeadRequest } from './lead-source.js';
import { OptionalSignIn } from '../auth/index.js';
import type { AuthenticatedRequest } from '../users/index.js';

/**
 * The request facts a lead keeps (client IP, Origin header, signed-in customer). A custom decorator
 * rather than `@Headers('origin')`, which Swagger would document as a header every caller must send.
 */
export const LeadRequestInfo = createParamDecorator((_data: unknown, context: ExecutionContext): LeadRequest => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const customer = request.user && !request.user.isStaff ? request.user : undefined;
  return {
    ip: request.ip ?? '',
    origin: request.headers.origin,
    customerId: customer?.id ?? null,
    customerEmail: customer?.email ?? null,
  };
});

/**
 * A public lead form's POST and its Swagger. Anyone may send it; a signed-in customer's token
 * records the lead on their account and stands for the e-mail left empty. A token that is not valid (any more) is ignored rather than
 * refused, so a shopper whose session ended while writing does not lose what they wrote.
 */
export const LeadFormRoute = (operationId: string, summary: string, description: string) =>
  applyDecorators(
    OptionalSignIn(),
    ApiOperation({
      operationId,
      summary,
      description: `${description} With a signed-in customer's bearer token the lead is listed in their account (GET /api/account/requests) and, sent without an e-mail, takes the account's address (so a confirmation is sent and staff see it); staff tokens and invalid tokens are ignored.`,
    }),
    ApiBearerAuth(),
    ApiHeader({
      name: 'Origin',
      required: false,
      description: 'Sent by browsers; for `source: widget` it is recorded as the partner page the lead came from.',
    }),
    ApiCreatedResponse({ type: LeadCreatedDto }),
    ApiBadRequestResponse({ type: ApiError, description: 'errors names each invalid field with the spec’s message' }),
    ApiTooManyRequestsResponse({
      type: ApiError,
      description: 'Too many requests. Please try again later. (see Retry-After)',
    }),
  );

/** Swagger for a staff resource's CSV export. */
export const ApiCsvExport = (resource: string, operationId: string) =>
  applyDecorators(
    ApiOperation({
      operationId,
      summary: `The filtered ${resource} as CSV`,
      description:
        'Same filter and sort as the list, every matching row (at most 50,000), UTF-8 with a header row. ' +
        'Cells starting with = + - @ (or tab/CR) are prefixed with a single quote so spreadsheets do not run them.',
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({ schema: { type: 'string' }, description: `CSV file ${resource}-<YYYY-MM-DD>.csv` }),
    ApiBadRequestResponse({ type: ApiError }),
  );

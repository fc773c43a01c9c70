import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CheckedBy } from '../../../common/body-rules.js';
import { IMPORT_CATEGORIES } from '../../catalog/index.js';
import { FeedKind, HttpAuth, ScheduleKind, SourceKind } from '../entities/supplier.entity.js';
import { MarkupRulesDto } from '../markup/index.js';
import { checkHostKeyBody, checkSupplier, checkSupplierChanges } from '../supplier-rules.js';

export class SupplierHttpDto {
  @ApiProperty({ example: 'https://feeds.supplier.example/stones.csv' }) url: string;
  @ApiProperty({ enum: HttpAuth, enumName: 'HttpAuth' }) auth: HttpAuth;
  @ApiProperty({ type: String, nullable: true, description: 'Basic authentication' }) username: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'X-Api-Key', description: 'Header authentication' })
  headerName: string | null;
  @ApiProperty({ description: 'A password is saved (never answered)' }) hasPassword: boolean;
  @ApiProperty({ description: 'A token is saved (never answered)' }) hasToken: boolean;
}

export class SupplierSftpDto {
  @ApiProperty({ example: 'sftp.supplier.example' }) host: string;
  @ApiProperty({ example: 22 }) port: number;
  @ApiProperty() username: string;
  @ApiProperty({ example: '/outgoing/stones.csv' }) path: string;
  @ApiProperty({ description: 'A password is saved (never answered)' }) hasPassword: boolean;
  @ApiProperty({ description: 'A private key is saved (never answered)' }) hasPrivateKey: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8',
    description:
      'The pinned host key of the server (OpenSSH fingerprint): recorded by the first connection or preview, ' +
      'a run meeting another key fails. Cleared when host or port change. null: the next connection records it',
  })
  hostKey: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff confirmed hostKey (null: recorded on first use, not confirmed yet)',
  })
  hostKeyConfirmedAt: Date | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A different key the server presented (its run failed): accept it if the supplier changed servers',
  })
  presentedHostKey: string | null;
}

export class SupplierScheduleDto {
  @ApiProperty({ enum: ScheduleKind, enumName: 'ScheduleKind' }) kind: ScheduleKind;
  @ApiProperty({ type: Number, nullable: true, description: 'kind hours: every 1–168 hours' }) hours: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '0 */6 * * *',
    description: "kind cron: five fields, in the shop's time zone",
  })
  cron: string | null;
}

export class SupplierLastRunDto {
  @ApiProperty({ format: 'uuid', description: 'The run (an import): GET /api/admin/imports/:id' }) id: string;
  @ApiProperty({ example: 'done' }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
}

export class SupplierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: IMPORT_CATEGORIES }) category: string;
  @ApiProperty({ enum: SourceKind, enumName: 'SourceKind' }) sourceKind: SourceKind;
  @ApiProperty({
    enum: FeedKind,
    enumName: 'FeedKind',
    description: 'full: the whole list (stones missing from it are retired); delta: changes only',
  })
  feedKind: FeedKind;
  @ApiProperty({ type: SupplierHttpDto, nullable: true }) http: SupplierHttpDto | null;
  @ApiProperty({ type: SupplierSftpDto, nullable: true }) sftp: SupplierSftpDto | null;
  @ApiProperty({ type: SupplierScheduleDto }) schedule: SupplierScheduleDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'Stone ID': 'Stock #' },
    description: "The supplier's own header names → the category template's column",
  })
  columnAliases: Record<string, string>;
  @ApiProperty({ type: MarkupRulesDto, nullable: true, description: "null: the shop's default markup" })
  markup: MarkupRulesDto | null;
  @ApiProperty({ description: 'A full feed retiring more than this share of live stones is held for review' })
  retireLimitPercent: number;
  @ApiProperty({ description: 'Its stones currently listed' }) liveStones: number;
  @ApiProperty({ type: SupplierLastRunDto, nullable: true }) lastRun: SupplierLastRunDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextRunAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiPropertyOptional({
    description:
      'Only in the answer of a save that changed the markup: the repricing job of its stones (GET /api/admin/repricing/{id})',
  })
  repricingJobId?: string;
}

class SupplierHttpInputDto {
  @ApiProperty() url: string;
  @ApiPropertyOptional({ enum: HttpAuth, enumName: 'HttpAuth' }) auth?: HttpAuth;
  @ApiPropertyOptional({ type: String, nullable: true }) username?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) headerName?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    writeOnly: true,
    description: 'Write-only. Absent or "": keep the saved one; null: remove it',
  })
  password?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, writeOnly: true, description: 'Write-only, as password' })
  token?: string | null;
}

class SupplierSftpInputDto {
  @ApiProperty() host: string;
  @ApiPropertyOptional({ default: 22 }) port?: number;
  @ApiProperty() username: string;
  @ApiProperty() path: string;
  @ApiPropertyOptional({ type: String, nullable: true, writeOnly: true, description: 'Write-only, as http.password' })
  password?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    writeOnly: true,
    description: 'Write-only OpenSSH/PEM private key, as http.password',
  })
  privateKey?: string | null;
}

/** POST: the whole supplier (read-only fields of the answer may be sent back and are ignored). */
@CheckedBy(checkSupplier)
export class SaveSupplierDto {
  @ApiProperty({ maxLength: 100 }) name: string;
  @ApiProperty({ enum: IMPORT_CATEGORIES }) category: string;
  @ApiProperty({ enum: SourceKind, enumName: 'SourceKind' }) sourceKind: SourceKind;
  @ApiPropertyOptional({ enum: FeedKind, enumName: 'FeedKind', default: FeedKind.Full }) feedKind?: FeedKind;
  @ApiPropertyOptional({ type: SupplierHttpInputDto, description: 'Required when sourceKind is http' })
  http?: SupplierHttpInputDto;
  @ApiPropertyOptional({ type: SupplierSftpInputDto, description: 'Required when sourceKind is sftp' })
  sftp?: SupplierSftpInputDto;
  @ApiPropertyOptional({
    type: SupplierScheduleDto,
    description: 'Left out of a new supplier: off (Run now only) until staff choose one',
  })
  schedule?: SupplierScheduleDto;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      "The supplier's own header names → a column of the category's template (GET /api/admin/imports/columns/{category}); " +
      'a column the template does not have is refused on columnAliases.<header>',
  })
  columnAliases?: Record<string, string>;
  @ApiPropertyOptional({
    type: MarkupRulesDto,
    nullable: true,
    description: "null: the shop's default. Saving new rules reprices the supplier's stones at once",
  })
  markup?: MarkupRulesDto | null;
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 }) retireLimitPercent?: number;
}

/** PUT: any of the supplier's fields; those left out keep their value. */
@CheckedBy(checkSupplierChanges)
export class SupplierChangesDto extends PartialType(SaveSupplierDto) {}

/** POST /api/admin/suppliers/:id/host-key. */
@CheckedBy(checkHostKeyBody)
export class SupplierHostKeyDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8',
    description:
      'The fingerprint to pin, confirmed by staff (the recorded hostKey, a presentedHostKey to accept, or one the ' +
      'supplier gave); null forgets the pin (the next connection records the key it meets)',
  })
  fingerprint: string | null;
}

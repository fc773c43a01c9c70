import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBooleanString, IsIn, IsObject, IsOptional, IsString, IsUUID } from 'class-validator';
import { IMPORT_CATEGORIES, type ImportCategory } from '../csv/import-categories.js';
import { HeldFor, ImportMode, ImportStatus, ImportTrigger } from '../entities/import-job.entity.js';

const CATEGORY_MESSAGE = 'Please select a category and CSV file';

/** The text fields of the upload (the file is the `file` part). */
export class StartImportDto {
  @IsIn(IMPORT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: ImportCategory;

  @IsOptional()
  @IsIn(Object.values(ImportMode), { message: `mode must be one of ${Object.values(ImportMode).join(', ')}` })
  mode?: ImportMode;

  @IsOptional()
  @IsBooleanString({ message: 'dryRun must be true or false' })
  dryRun?: string;

  @IsOptional()
  @IsUUID('all', { message: 'Choose a supplier from the list' })
  supplierId?: string;
}

/** Run now: a run of a supplier's source. */
export class StartRunDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Choose a supplier from the list' })
  supplierId: string;
}

/** How a supplier's file's columns map, before saving its header names. */
export class FeedPreviewRequestDto {
  @ApiProperty({ format: 'uuid', description: 'A supplier with an HTTP or SFTP source (its file is fetched now)' })
  @IsUUID('all', { message: 'Choose a supplier from the list' })
  supplierId: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "The supplier's header names to try instead of the saved ones",
  })
  @IsOptional()
  @IsObject({ message: 'columnAliases maps header names to template columns' })
  columnAliases?: Record<string, string>;
}

/** The text fields of a sample's preview (the file is the `file` part). */
export class SamplePreviewDto {
  @IsIn(IMPORT_CATEGORIES, { message: 'Choose the category of the supplier’s products' })
  category: ImportCategory;

  @IsOptional()
  @IsString({ message: 'columnAliases is the header names as JSON: {"Stone ID": "Stock #"}' })
  columnAliases?: string;
}

/** The multipart body of a sample's preview, as documented. */
export class SamplePreviewBodyDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: "A sample of the supplier's file (CSV); only its first 256 KiB are read, the rest is not kept",
  })
  file: unknown;

  @ApiProperty({ enum: IMPORT_CATEGORIES }) category: string;

  @ApiPropertyOptional({
    description: 'The supplier\'s header names as JSON, e.g. {"Stone ID": "Stock #"} (as in the supplier form)',
  })
  columnAliases?: string;
}

export class FeedColumnDto {
  @ApiProperty({ description: "The file's header cell" }) header: string;
  @ApiProperty({ type: String, nullable: true, description: 'The template column it fills; null: ignored' })
  column: string | null;
  @ApiProperty({ enum: ['template', 'alias', 'supplier'], nullable: true }) via:
    'template' | 'alias' | 'supplier' | null;
}

export class FeedPreviewDto {
  @ApiProperty({ type: [FeedColumnDto] }) columns: FeedColumnDto[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'The first 5 rows' })
  rows: string[][];
  @ApiProperty({ type: [String], description: 'Required template columns no header fills' }) missing: string[];
}

/** The multipart body as documented. */
export class StartImportBodyDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The CSV file (UTF-8, comma-separated, header row first); checked from its content',
  })
  file: unknown;

  @ApiProperty({ enum: IMPORT_CATEGORIES }) category: string;

  @ApiPropertyOptional({
    enum: ImportMode,
    default: ImportMode.Upsert,
    description:
      'upsert: add and update; replace: also make products of the category missing from the file unavailable',
  })
  mode?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: 'Report what would be created, updated and refused; change nothing',
  })
  dryRun?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "The supplier whose feed this is: its header names and markup apply, and it retires only that supplier's stones",
  })
  supplierId?: string;
}

export class ImportFailureDto {
  @ApiProperty({ description: 'Data rows counted from 1 (the first row under the header)' }) rowIndex: number;
  @ApiProperty({ description: "'' when the row has none" }) stockNumber: string;
  @ApiProperty({ example: 'Weight', description: 'The column, as written in the file’s header' }) field: string;
  @ApiProperty({ example: 'Weight is required' }) error: string;
}

export class ImportActorDto {
  @ApiProperty({ type: String, nullable: true }) id: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class ImportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ enum: IMPORT_CATEGORIES }) category: string;
  @ApiProperty({ enum: ImportMode, enumName: 'ImportMode' }) mode: ImportMode;
  @ApiProperty() dryRun: boolean;
  @ApiProperty({ enum: ImportStatus, enumName: 'ImportStatus' }) status: ImportStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ description: 'Data rows read so far; every row of the file once done' }) totalItems: number;
  @ApiProperty({ description: 'Products created (dry run: that would be)' }) createdCount: number;
  @ApiProperty({ description: 'Products updated (dry run: that would be)' }) updatedCount: number;
  @ApiProperty({ description: 'createdCount + updatedCount' }) successCount: number;
  @ApiProperty() failedCount: number;
  @ApiProperty({
    description:
      'Replace mode: products of the category missing from the file, made (or, dry run, that would be made) unavailable',
  })
  unavailableCount: number;
  @ApiProperty({
    type: [ImportFailureDto],
    description: 'The first 1,000 refused rows (one item each); every one is in errors.csv. Left out of lists.',
  })
  failedItems: ImportFailureDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed import failed' }) error: string | null;
  @ApiProperty({
    description:
      'A failed import whose file is kept (its job was lost): POST /api/admin/imports/:id/retry continues it',
  })
  retryable: boolean;
  @ApiProperty({ type: ImportActorDto }) actor: ImportActorDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: Date | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "A supplier's run; null: the shop's own pieces",
  })
  supplierId: string | null;
  @ApiProperty({ type: String, nullable: true }) supplierName: string | null;
  @ApiProperty({ enum: ImportTrigger, enumName: 'ImportTrigger' }) trigger: ImportTrigger;
  @ApiProperty({ type: Number, nullable: true, description: 'Bytes downloaded from the source; null for uploads' })
  bytesFetched: number | null;
  @ApiProperty({
    description: 'Supplier runs: its stones retired (unavailableCount); uploads: the same as unavailableCount',
  })
  retiredCount: number;
  @ApiProperty({ description: 'Supplier runs: stones whose retail price went up' }) priceUpCount: number;
  @ApiProperty({ description: 'Supplier runs: stones whose retail price went down' }) priceDownCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why a run was held for review, with the numbers' })
  heldReason: string | null;
  @ApiProperty({
    enum: HeldFor,
    enumName: 'HeldFor',
    nullable: true,
    description:
      "Which hold: markup (no saved markup prices the supplier's stones; nothing written, confirming runs it), " +
      'retirement (confirming retires the stones its file did not list); null when not held',
  })
  heldFor: HeldFor | null;
  @ApiProperty({ type: Number, nullable: true, description: 'From start to finish, in milliseconds' })
  durationMs: number | null;
}

export class TemplateColumnDto {
  @ApiProperty({ example: 'Stock #', description: "The template's header; a supplier's own header names map to it" })
  header: string;
  @ApiProperty({ description: 'A file must have this column (or, for a group, one of its group)' }) required: boolean;
  @ApiProperty({
    type: [String],
    example: ['Stock Number', 'VenderStockNumber'],
    description: 'Trade names recognised already',
  })
  aliases: string[];
}

export class TemplateColumnsDto {
  @ApiProperty({ type: [TemplateColumnDto] }) columns: TemplateColumnDto[];
}

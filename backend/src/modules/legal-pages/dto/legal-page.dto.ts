import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from '../legal-page-kinds.js';
import { MAX_MARKDOWN_LENGTH } from '../render-markdown.js';

/** A legal page as shoppers read it. */
export class LegalPageDto {
  @ApiProperty({ enum: LEGAL_PAGE_SLUGS, enumName: 'LegalPageSlug', example: 'privacy-policy' })
  slug: LegalPageSlug;

  @ApiProperty({ example: 'Privacy Policy' })
  title: string;

  @ApiProperty({ description: 'Sanitised HTML, safe to set into the page', example: '<h2>What we store</h2>' })
  html: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff last saved it; null while it is the starting text written from the settings',
  })
  updatedAt: string | null;
}

export class LegalPageEditorDto {
  @ApiProperty({ example: 'Demo Admin' })
  name: string;

  @ApiProperty({ example: 'admin@lumenjewelers.example' })
  email: string;
}

/** A legal page as staff edit it. */
export class AdminLegalPageDto {
  @ApiProperty({ enum: LEGAL_PAGE_SLUGS, enumName: 'LegalPageSlug', description: 'The slug (react-admin’s id)' })
  id: LegalPageSlug;

  @ApiProperty({ enum: LEGAL_PAGE_SLUGS, enumName: 'LegalPageSlug' })
  slug: LegalPageSlug;

  @ApiProperty({ example: 'Privacy Policy' })
  title: string;

  @ApiProperty({ example: '/privacy-policy', description: 'Its address on the storefront' })
  path: string;

  @ApiProperty({ description: 'The text as staff edit it' })
  markdown: string;

  @ApiProperty({ description: 'The text as the storefront shows it (sanitised HTML)' })
  html: string;

  @ApiProperty({
    description:
      'True until staff save the page: its text is then the starting text, written from the settings and following their changes',
  })
  draft: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  savedAt: string | null;

  @ApiProperty({ type: LegalPageEditorDto, nullable: true })
  savedBy: LegalPageEditorDto | null;
}

export class LegalPageInputDto {
  @ApiProperty({ maxLength: MAX_MARKDOWN_LENGTH, description: 'Markdown; HTML in it is sanitised' })
  @IsString({ message: 'Page text must be text' })
  @IsNotEmpty({ message: 'Page text is required' })
  @MaxLength(MAX_MARKDOWN_LENGTH, { message: `Page text must be at most ${MAX_MARKDOWN_LENGTH} characters` })
  markdown: string;
}

export class LegalPagePreviewDto {
  @ApiProperty({ description: 'The sanitised HTML the storefront would show' })
  html: string;
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LeadSource } from './lead-source.js';
import { PhoneNumber } from '../../common/dto-fields.js';

/**
 * Field rules of the three public lead forms (spec 1 §5, leads contract). As in common/dto-fields.ts,
 * rules are listed in the order they are written and the first failing one is reported.
 */
const rules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** Trims strings; an empty optional field counts as not given. */
export const OptionalTrimmed = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The sender's name, as every form asks it (with its Swagger). */
export const FullName = () =>
  rules(
    ApiProperty({ example: 'Ada Lovelace', maxLength: 100 }),
    Trimmed(),
    IsString({ message: 'Full name is required' }),
    IsNotEmpty({ message: 'Full name is required' }),
    MaxLength(100, { message: 'Name must be less than 100 characters' }),
  );

export const RequiredLongText = (requiredMessage: string, maxLength: number, tooLongMessage: string) =>
  rules(
    Trimmed(),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(maxLength, { message: tooLongMessage }),
  );

export const OptionalText = (maxLength: number, tooLongMessage: string) =>
  rules(
    OptionalTrimmed(),
    IsOptional(),
    IsString({ message: tooLongMessage }),
    MaxLength(maxLength, { message: tooLongMessage }),
  );

/** The address to answer at (with its Swagger); the signed-in customer's stands for it when left empty. */
export const OptionalEmail = (message: string) =>
  rules(
    ApiPropertyOptional({ example: 'ada@example.com' }),
    OptionalTrimmed(),
    IsOptional(),
    IsString({ message }),
    IsEmail({}, { message }),
    MaxLength(254, { message }),
  );

/** A phone number as the order and contact forms ask it (with its Swagger). */
export const LeadPhone = () =>
  rules(
    ApiProperty({ example: '+44 20 7946 0000', description: '10–20 characters: digits, +, -, spaces, parentheses' }),
    PhoneNumber(),
  );

/** Fields every lead form accepts besides its own. */
export class LeadFormDto {
  @ApiPropertyOptional({
    description: 'Honeypot: leave empty. A filled value stores the lead as spam, sends no e-mail and answers as usual.',
    example: '',
  })
  @OptionalTrimmed()
  @IsOptional()
  @IsString()
  website?: string;

  @ApiPropertyOptional({
    enum: LeadSource,
    enumName: 'LeadSource',
    default: LeadSource.Storefront,
    description: '`widget` for partner-page widgets; the partner page is then recorded from the Origin header.',
  })
  @OptionalTrimmed()
  @IsOptional()
  @IsEnum(LeadSource, { message: 'Source must be storefront or widget' })
  source?: LeadSource;
}

/** Staff notes: trimmed; empty or null clears them, absent leaves them as they are. */
const NOTES_LIMIT = 5000;
const NOTES_TOO_LONG = `Notes must be less than ${NOTES_LIMIT} characters`;

/** Staff notes on a lead: trimmed, an empty one clears them. */
export const StaffNotes = () =>
  rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTES_LIMIT }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: NOTES_TOO_LONG }),
    MaxLength(NOTES_LIMIT, { message: NOTES_TOO_LONG }),
  );

/** A value staff pick from a fixed list (status, priority); the message names the list. */
export const StaffChoice = (values: Record<string, string>, enumName: string, label: string) =>
  rules(
    ApiPropertyOptional({ enum: values, enumName }),
    IsOptional(),
    IsEnum(values, { message: `${label} must be one of ${Object.values(values).join(', ')}` }),
  );

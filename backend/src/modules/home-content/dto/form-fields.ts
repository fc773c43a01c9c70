import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDate, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';

/**
 * Field rules for forms that arrive as multipart/form-data (every value a string) or as JSON
 * (typed values): each rule first turns form text into the type JSON would carry.
 */

/** Stacked decorators run bottom-up and the validation pipe reports the topmost failing rule: list them top-down. */
export const rules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** Validates the field whenever it is sent, null included (for fields that cannot be emptied). */
export const Sent = () => ValidateIf((_object, value) => value !== undefined);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** '' (an emptied form field) means "none". */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** Trims text; blank becomes null. */
export const BlankAsNull = () => Transform(({ value }) => emptyAsNull(trimmed(value)));

/** Optional text; blank clears it (null). */
export const OptionalText = (maxLength: number, label: string) =>
  rules(
    BlankAsNull(),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );

export const FormBoolean = (label: string) =>
  rules(
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    Sent(),
    IsBoolean({ message: `${label} must be true or false` }),
  );

/** `order`: the item's index in the staff list. */
export const FormOrder = () =>
  rules(
    Transform(({ value }) =>
      typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
    ),
    Sent(),
    IsInt({ message: 'Order must be a whole number of 0 or more' }),
    Min(0, { message: 'Order must be a whole number of 0 or more' }),
  );

/** An instant with its offset: 2026-12-01T09:00:00Z or 2026-12-01T09:00:00+01:00 (never a bare local time). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Optional date and time; blank clears it (null). Anything but an ISO 8601 instant is refused. */
export const FormInstant = (label: string) =>
  rules(
    Transform(({ value }) => {
      const text = emptyAsNull(trimmed(value));
      if (typeof text !== 'string' || !INSTANT.test(text)) return text;
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? text : instant;
    }),
    IsOptional(),
    IsDate({ message: `${label} must be a date and time with its offset, such as 2026-12-01T09:00:00Z` }),
  );

/** The multipart `image` part of a create (required) or an update (optional), as documented. */
export function ImageFileProperty(required: boolean): PropertyDecorator {
  return required
    ? ApiProperty({
        type: 'string',
        format: 'binary',
        description: 'Required. JPG, PNG, GIF or WEBP (read from the bytes, not the name), at most 10 MB; no SVG',
      })
    : ApiPropertyOptional({
        type: 'string',
        format: 'binary',
        description: 'A new image replaces (and releases) the old one',
      });
}

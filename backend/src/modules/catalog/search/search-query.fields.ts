import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { canonicalOption } from './search-options.js';

/**
 * Query fields of the search endpoints. Every message starts with the parameter's name, so a client
 * (or a person reading the address bar) knows which part of the query to fix.
 */

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const rule = (
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  message: (args: ValidationArguments) => string,
) => ValidateBy({ name, validator: { validate, defaultMessage: message } });

const unknownValue = (args: ValidationArguments) =>
  typeof args.value === 'string'
    ? `${args.property}: unknown value "${args.value}"`
    : `${args.property}: give one value`;

/** `shape=round,oval` or `shape=round&shape=oval`, any case; becomes the canonical spellings. */
export function OptionList(options: readonly string[], enumName: string, description: string) {
  const split = (value: unknown) => {
    if (blank(value)) return undefined;
    const parts = [value]
      .flat()
      .flatMap((part) => String(part).split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.length ? [...new Set(parts.map((part) => canonicalOption(options, part) ?? part))] : undefined;
  };
  return applyDecorators(
    ApiPropertyOptional({
      enum: [...options],
      enumName,
      isArray: true,
      description: `${description}; comma-separated or repeated, any case`,
    }),
    IsOptional(),
    Transform(({ value }) => split(value)),
    rule(
      'optionList',
      (list) => Array.isArray(list) && list.every((value) => options.includes(value)),
      (args) =>
        `${args.property}: unknown value "${(args.value as string[]).find((value) => !options.includes(value))}"`,
    ),
  );
}

/** One of a fixed list, any case; becomes the canonical spelling. */
export function OptionValue(options: readonly string[], enumName: string, description: string, defaultValue?: string) {
  return applyDecorators(
    ApiPropertyOptional({
      enum: [...options],
      enumName,
      description: `${description}; any case`,
      default: defaultValue,
    }),
    IsOptional(),
    Transform(({ value }) =>
      blank(value) ? undefined : typeof value === 'string' ? (canonicalOption(options, value) ?? value) : value,
    ),
    rule('optionValue', (value) => typeof value === 'string' && options.includes(value), unknownValue),
  );
}

/** Open-ended text such as a brand, compared ignoring case. */
export function TextValue(description: string, maxLength = 100) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength, description: `${description}; any case` }),
    IsOptional(),
    Transform(({ value }) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value)),
    rule(
      'textValue',
      (value) => typeof value === 'string' && value.length <= maxLength,
      (args) =>
        typeof args.value === 'string'
          ? `${args.property}: at most ${maxLength} characters`
          : `${args.property}: give one value`,
    ),
  );
}

const toNumber = (value: unknown) => (blank(value) ? undefined : typeof value === 'string' ? Number(value) : NaN);

/** A range bound (0 or more); a lower bound names its upper bound, which it must not exceed. */
export function Bound(description: string, upperBound?: string) {
  const decorators = [
    ApiPropertyOptional({ type: Number, minimum: 0, description }),
    IsOptional(),
    Transform(({ value }) => toNumber(value)),
    rule(
      'bound',
      (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
      (args) => `${args.property}: must be a number from 0`,
    ),
  ];
  if (upperBound) {
    decorators.push(
      rule(
        'boundOrder',
        (value, args) => {
          const max = (args.object as Record<string, unknown>)[upperBound];
          return typeof max !== 'number' || typeof value !== 'number' || value <= max;
        },
        (args) => `${args.property}: must not be greater than ${upperBound}`,
      ),
    );
  }
  return applyDecorators(...decorators);
}

/** A whole number from `min` to `max`. */
export function WholeNumber(min: number, max: number, defaultValue: number, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, default: defaultValue, description }),
    IsOptional(),
    Transform(({ value }) => toNumber(value)),
    rule(
      'wholeNumber',
      (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
      (args) => `${args.property}: must be a whole number from ${min} to ${max}`,
    ),
  );
}

/** `true` or `false`. */
export function Flag(defaultValue: boolean, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: defaultValue, description }),
    IsOptional(),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : blank(value) ? undefined : value)),
    rule(
      'flag',
      (value) => typeof value === 'boolean',
      (args) => `${args.property}: must be true or false`,
    ),
  );
}

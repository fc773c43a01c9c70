import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

/**
 * Field rules that several forms share (sign-up, profile, staff, and the order and contact forms of
 * spec 1 §5), each with the spec's message. The first rule listed is the one reported first.
 */

/**
 * Like applyDecorators, but in the order the rules would be written above a property: stacked
 * decorators run bottom-up, and the validation pipe reports the topmost failing rule.
 */
const rules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** Trims surrounding spaces before validation. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Spec 1 §5: 10 to 20 characters of digits, plus, hyphen, spaces and parentheses. */
export const PHONE_PATTERN = /^[\d+\-\s()]{10,20}$/;

export const RequiredText = (requiredMessage: string, maxLength: number, label: string) =>
  rules(
    Trimmed(),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );

export const EmailAddress = (requiredMessage = 'Email is required') =>
  rules(
    Trimmed(),
    IsNotEmpty({ message: requiredMessage }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
  );

export const PhoneNumber = () =>
  rules(
    Trimmed(),
    IsNotEmpty({ message: 'Phone number is required' }),
    Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }),
  );

export const NewPassword = (minLength: number, requiredMessage = 'Password is required') =>
  rules(
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MinLength(minLength, { message: `Password must be at least ${minLength} characters` }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );

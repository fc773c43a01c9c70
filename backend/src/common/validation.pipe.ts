import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { bodyRulesOf } from './body-rules.js';
import { assertRequestText } from './request-text.js';

/** Collects the first message of every invalid field, including nested ones (`address.city`). */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // class-validator lists constraints bottom-up; the decorator written first (e.g. "required") wins.
    const first = error.constraints && Object.values(error.constraints).at(-1);
    if (first) result[path] = first;
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, path));
  }
  return result;
}

/** Refuses what is not text (or too deep, or a prototype key) in a body, query or path before any DTO reads it. */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // `custom` arguments (the signed-in user) come from the server, not from the request.
    if (metadata.type !== 'custom') assertRequestText(value, metadata.data ?? '');
    // A body DTO with its own rules (body-rules.ts CheckedBy): those rules instead of class-validator.
    const rules = metadata.type === 'body' ? bodyRulesOf(metadata.metatype) : undefined;
    if (rules) {
      const checked = rules(
        typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
      );
      if (checked.errors) throw new BadRequestException({ message: checked.message, errors: checked.errors });
      return checked.value;
    }
    return super.transform(value, metadata);
  }
}

/** Validates and converts every DTO; unknown fields are refused so typos do not pass silently. */
export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => {
      const map = fieldErrors(errors);
      return new BadRequestException({ message: Object.values(map)[0] ?? 'Invalid request', errors: map });
    },
  });
}

import { BadRequestException } from '@nestjs/common';

/**
 * Deepest nesting a request may carry. Our forms nest three levels at most; class-transformer and
 * class-validator recurse once per level and run out of stack a few thousand levels down (a 500).
 */
export const MAX_INPUT_DEPTH = 16;

// Keys that name JavaScript's object machinery, not data: copied onto a DTO they replace its
// prototype, and the whitelist never reports them because they are not own fields.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// A lone UTF-16 surrogate is no character at all: it cannot be written as UTF-8 (validators throw
// URIError on it, PostgreSQL would get U+FFFD). PostgreSQL cannot store NUL in text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const NOT_TEXT = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

/**
 * The rule every request input obeys before any DTO, service or query sees it: its strings and keys
 * are text, it nests at most MAX_INPUT_DEPTH levels, and it has no prototype keys. Throws a 400
 * naming each offending field (`items.0.name`, `filter.q`), like the validation pipe does.
 */
export function assertRequestText(value: unknown, root = ''): void {
  const errors = requestTextProblems(value, root);
  const paths = Object.keys(errors);
  if (paths.length) throw new BadRequestException({ message: errors[paths[0]], errors });
}

/** The same rule as messages by field, for rules that report their own errors (the product forms). */
export function requestTextProblems(value: unknown, root = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  // Iterative (children are pushed last first, so fields are reported in order), so that the check
  // itself cannot run out of stack on the inputs it refuses.
  const pending: Array<[unknown, string, number]> = [[value, root, 0]];
  while (pending.length && Object.keys(errors).length < 20) {
    const [item, path, depth] = pending.pop()!;
    const at = path || 'the request';
    if (typeof item === 'string') {
      if (NOT_TEXT.test(item))
        errors[at] =
          `${at}: contains ${item.includes('\u0000') ? 'a NUL character' : 'a lone UTF-16 surrogate'}, which is not text`;
      continue;
    }
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item) || item instanceof Date) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      errors[at] = `${at}: nested more than ${MAX_INPUT_DEPTH} levels deep`;
      continue;
    }
    for (const key of Object.keys(item).reverse()) {
      // A key that is text is printed as it is (printable() only matters for one that is not).
      const isText = !NOT_TEXT.test(key);
      const name = isText ? key : printable(key);
      const child = path ? `${path}.${name}` : name;
      if (PROTOTYPE_KEYS.has(key)) errors[child] = `property ${child} should not exist`;
      else if (!isText) errors[child] = `property ${child} is not text`;
      else pending.push([(item as Record<string, unknown>)[key], child, depth + 1]);
    }
  }
  return errors;
}

/** A key as it can be shown back in a message (itself text). */
function printable(key: string): string {
  return key.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '\\0');
}

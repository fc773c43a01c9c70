type Class = abstract new (...args: never[]) => unknown;

/** What a body's rules answer: the checked (normalized) body, or each invalid field's first message. */
export type BodyCheck<T> =
  { value: T; errors?: undefined } | { value: null; errors: Record<string, string>; message: string };
export type BodyRules<T = unknown> = (body: Record<string, unknown>) => BodyCheck<T>;

const RULES = new WeakMap<object, BodyRules>();

/**
 * For a body DTO whose rules class-validator decorators cannot express (aliases, numbers sent as
 * text, fields required by another field's value, messages keyed by dotted input paths): the global
 * validation pipe (validation.pipe.ts) runs `rules` on the body instead of class-validator and
 * answers a refusal in the same 400 shape, `{ message, errors }`. The controller receives the checked
 * value. A body that is not an object is checked as `{}`.
 */
export function CheckedBy<T>(rules: BodyRules<T>): ClassDecorator {
  return (target) => {
    RULES.set(target, rules as BodyRules);
  };
}

/** The rules CheckedBy gave `dto`, if any. */
export function bodyRulesOf(dto: unknown): BodyRules | undefined {
  return typeof dto === 'function' ? RULES.get(dto as Class) : undefined;
}

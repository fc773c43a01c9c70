import { Exclude } from 'class-transformer';

type Class<T> = abstract new (...args: never[]) => T;

const IGNORED = new WeakMap<object, readonly string[]>();

/**
 * For a staff update DTO: the fields of the resource's answer (`answer`) that are read-only or
 * computed by the server (id, createdAt, …). react-admin sends the whole record back on update, so
 * these are dropped before validation: neither refused nor saved. Any other field the DTO does not
 * declare is still refused with a 400 naming it. Listed against the answer's type, so a typo does
 * not compile.
 */
export function IgnoredOnUpdate<Answer>(
  _answer: Class<Answer>,
  fields: readonly (keyof Answer & string)[],
): ClassDecorator {
  return (target) => {
    // class-transformer leaves excluded keys out of the instance the validation pipe checks.
    for (const field of fields) Exclude({ toClassOnly: true })(target.prototype as object, field);
    IGNORED.set(target, [...(IGNORED.get(target) ?? []), ...fields]);
  };
}

/** The fields IgnoredOnUpdate lists for `dto`, for bodies checked by hand rather than by the pipe. */
export function ignoredOnUpdate(dto: object): ReadonlySet<string> {
  return new Set(IGNORED.get(dto) ?? []);
}

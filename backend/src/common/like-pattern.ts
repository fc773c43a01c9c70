/** Escapes LIKE's wildcards (and its escape character), so `%` and `_` in what a person typed match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

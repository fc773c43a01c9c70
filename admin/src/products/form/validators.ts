import { required, type Validator } from 'react-admin';
import type { FieldSpec } from './productSections';

const COLOR_MESSAGE = 'Either Color or Fancy Color is required';

/** Spec 2 §5: a diamond needs a color grade or a fancy color; the message shows on both fields. */
export const colorOrFancyColor: Validator = (_value, allValues) =>
  allValues.specifications?.color || allValues.specifications?.fancyColor ? undefined : COLOR_MESSAGE;

/**
 * Only the diamond forms have these two sources (jewelry stones nest theirs under centerStone and
 * sideStone), the same dotted paths the server reports the rule under.
 */
const CROSS_FIELD: Record<string, Validator> = {
  'specifications.color': colorOrFancyColor,
  'specifications.fancyColor': colorOrFancyColor,
};

/** react-admin's `required` does not trim, and the server treats blank text as missing. */
const notBlank =
  (message: string): Validator =>
  (value) =>
    typeof value === 'string' && value.trim() === '' ? message : undefined;

/** Empty is left to `required`; text such as '12.5' counts, as the server parses it. */
const greaterThanZero =
  (message: string): Validator =>
  (value) =>
    value === undefined || value === null || value === '' || Number(value) > 0 ? undefined : message;

/** The field's rules as react-admin validators; `required` first so the input shows the required marker. */
export function fieldValidators(field: FieldSpec): Validator[] {
  const validators: Validator[] = [];
  if (field.required) validators.push(required(field.required), notBlank(field.required));
  if (field.positive) validators.push(greaterThanZero(field.positive));
  if (CROSS_FIELD[field.source]) validators.push(CROSS_FIELD[field.source]);
  return validators;
}

/**
 * The stock-number format of the product feeds (imports): letters, digits, -, _, . and /, at most 40
 * characters (the column's length). Stock numbers end up in addresses and file names, hence the narrow
 * alphabet.
 */
const STOCK_NUMBER = /^[A-Za-z0-9._/-]{1,40}$/;

export const STOCK_NUMBER_MESSAGE =
  'Stock number may contain only letters, digits, -, _, . and / (at most 40 characters)';

export function isStockNumber(value: string): boolean {
  return STOCK_NUMBER.test(value);
}

/** Whether `value` could be a stored stock number at all (the staff forms only cap the length). */
export function couldBeStockNumber(value: string): boolean {
  return value.length >= 1 && value.length <= 40 && !/[\u0000-\u001f\u007f]/.test(value);
}

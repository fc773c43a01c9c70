import {
  canonicalStyle,
  isStockNumber,
  type ProductInput,
  STOCK_NUMBER_MESSAGE,
  validateProductInput,
} from '../../catalog/index.js';
import { isSafeUrl } from '../../../common/safe-url.js';
import { productTypeOf, type ImportCategory } from './import-categories.js';
import type { MappedRow } from './row-mapper.js';

export interface ImportRowError {
  /** The file's column name ('Weight', 'Image Link 3'); the input path when the file has no such column. */
  field: string;
  error: string;
}
export interface ImportRowResult {
  value: ProductInput | null;
  errors: ImportRowError[];
}

// The import's refusal messages in one place; the stock-number rule itself is the catalogue's.
export { STOCK_NUMBER_MESSAGE };
export const IMAGE_LINK_MESSAGE = 'Image Link must be a valid http(s) URL';
export const VIDEO_LINK_MESSAGE = 'Video Link must be a valid http(s) URL';
export const JEWELRY_STYLE_MESSAGE = 'Jewelry Style must be one of the valid styles (see the guide)';

/** A file's links point to other sites: http(s) only (common/safe-url.ts), no paths of this shop. */
const isHttpUrl = (value: unknown) => isSafeUrl(value);

/**
 * The product forms' rules (validateProductInput) plus the import's own: stock number format, link
 * addresses and the jewelry style. One message per column, the import's own first.
 */
export function checkImportRow(category: ImportCategory, mapped: MappedRow): ImportRowResult {
  const { input, columnOf } = mapped;
  const problems: [path: string, message: string][] = [];
  if (mapped.stockNumber !== '' && !isStockNumber(mapped.stockNumber))
    problems.push(['specifications.stockNumber', STOCK_NUMBER_MESSAGE]);
  const links = input.imageLinks as (string | undefined)[] | undefined;
  if (links) {
    for (let index = 0; index < links.length; index++) {
      if (links[index] !== undefined && !isHttpUrl(links[index]))
        problems.push([`imageLinks.${index}`, IMAGE_LINK_MESSAGE]);
    }
  }
  if (input.videoUrl !== undefined && !isHttpUrl(input.videoUrl)) problems.push(['videoUrl', VIDEO_LINK_MESSAGE]);
  const style = (input.specifications as Record<string, unknown>).jewelryStyle;
  if (category === 'jewelry' && style !== undefined && !canonicalStyle(String(style)))
    problems.push(['specifications.jewelryStyle', JEWELRY_STYLE_MESSAGE]);

  const result = validateProductInput(productTypeOf(category), input);
  if (!problems.length && result.value) return { value: result.value, errors: [] };
  // The links the import named one by one ('Image Link 3') are not named again as the whole list.
  const linksNamed = problems.some(([path]) => path.startsWith('imageLinks.'));
  for (const entry of Object.entries(result.errors))
    if (!(linksNamed && entry[0] === 'imageLinks')) problems.push(entry);

  const errors: ImportRowError[] = [];
  const named = new Set<string>();
  for (const [path, error] of problems) {
    const field = columnOf(path);
    if (named.has(field)) continue;
    named.add(field);
    errors.push({ field, error });
  }
  return { value: null, errors };
}

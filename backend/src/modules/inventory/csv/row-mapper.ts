import { findStyle, METALS, parseNumber } from '../../catalog/index.js';
import { productTypeOf, type ImportCategory } from './import-categories.js';
import {
  DERIVED_FIELD_COLUMNS,
  headerKey,
  REQUIRED_COLUMNS,
  TEMPLATE_COLUMNS,
  type ColumnDef,
} from './import-columns.js';

/**
 * Turns a CSV row into the raw product input validateProductInput reads (decisions.md "## Imports").
 * The header is read once into a column-index → setter table, so a row costs one pass over its cells.
 */

export interface HeaderResult {
  mapper: RowMapper | null;
  /** Why the header cannot be imported, e.g. "The file has no 'Stock #' column". */
  error?: string;
}

export interface MappedRow {
  /** The trimmed stock number cell; '' when empty. */
  stockNumber: string;
  /** Raw input for validateProductInput; `imageLinks[i]` is the file's Image Link i+1 (a hole when empty). */
  input: Record<string, unknown>;
  /** The mapper's columnOf, so checkImportRow can name the file's columns. */
  readonly columnOf: (path: string) => string;
}

export interface RowMapper {
  map(cells: string[]): MappedRow;
  /** 'specifications.weight' → 'Weight' (the file's own header text); fallback: the path. */
  columnOf(path: string): string;
  /** The file's header cells as written, byte-order mark removed (for errors.csv). */
  readonly columns: string[];
}

type Fields = Record<string, unknown>;
type Setter = (input: Fields, text: string) => void;

/** How a file's header cell was recognised: the template's name, a known trade alias, or the supplier's own name. */
export type HeaderMatch = 'template' | 'alias' | 'supplier';

/**
 * The template column each header name stands for: a supplier's own names first (`{ "Stone ID": "Stock #" }`,
 * saved on the supplier), then the template's names, then the trade aliases.
 */
function columnsByKey(category: ImportCategory, supplierAliases: Record<string, string>) {
  const byKey = new Map<string, { column: ColumnDef; via: HeaderMatch }>();
  const byHeader = new Map(TEMPLATE_COLUMNS[category].map((column) => [column.header, column]));
  for (const [name, header] of Object.entries(supplierAliases)) {
    const column = byHeader.get(header);
    if (column) byKey.set(headerKey(name), { column, via: 'supplier' });
  }
  for (const column of TEMPLATE_COLUMNS[category])
    if (!byKey.has(headerKey(column.header))) byKey.set(headerKey(column.header), { column, via: 'template' });
  for (const column of TEMPLATE_COLUMNS[category])
    for (const alias of column.aliases ?? [])
      if (!byKey.has(headerKey(alias))) byKey.set(headerKey(alias), { column, via: 'alias' });
  return byKey;
}

/** For a preview: the template column each header cell maps to, and how it was recognised. */
export function describeHeader(
  category: ImportCategory,
  cells: string[],
  supplierAliases: Record<string, string> = {},
): { header: string; column: string | null; via: HeaderMatch | null }[] {
  const byKey = columnsByKey(category, supplierAliases);
  const taken = new Set<string>();
  return cells.map((cell, index) => {
    const header = index === 0 ? cell.replace(/^\uFEFF/, '') : cell;
    const match = byKey.get(headerKey(header));
    if (!match || taken.has(match.column.header)) return { header, column: null, via: null };
    taken.add(match.column.header);
    return { header, column: match.column.header, via: match.via };
  });
}

export function readHeader(
  category: ImportCategory,
  cells: string[],
  supplierAliases: Record<string, string> = {},
): HeaderResult {
  const matches = columnsByKey(category, supplierAliases);
  const byKey = new Map([...matches].map(([key, { column }]) => [key, column]));

  const columns = cells.map((cell, index) => (index === 0 ? cell.replace(/^\uFEFF/, '') : cell));
  const setters: (Setter | undefined)[] = [];
  const fileHeaderOf = new Map<string, string>(); // template header → the file's header
  const fieldColumns = new Map<string, string>();
  columns.forEach((cell, index) => {
    const column = byKey.get(headerKey(cell));
    // A second column for the same field (say 'Stock #' and 'Stock') is ignored: the first one wins.
    if (!column || fileHeaderOf.has(column.header)) return;
    fileHeaderOf.set(column.header, cell.trim());
    fieldColumns.set(column.field, cell.trim());
    setters[index] = setterFor(column);
  });

  const missing = REQUIRED_COLUMNS[category].filter((group) => !group.some((header) => fileHeaderOf.has(header)));
  if (missing.length)
    return {
      mapper: null,
      error: `The file has ${listOf(missing.map((group) => `no ${group.map((header) => `'${header}'`).join(' or ')} column`))}`,
    };

  for (const [field, headers] of Object.entries(DERIVED_FIELD_COLUMNS[category])) {
    const header = headers.find((name) => fileHeaderOf.has(name));
    if (header && !fieldColumns.has(field)) fieldColumns.set(field, fileHeaderOf.get(header)!);
  }
  const columnOf = (path: string) => fieldColumns.get(path) ?? path;
  const productType = productTypeOf(category);
  const finish = category === 'jewelry' ? finishJewelry : category === 'natural' ? finishNatural : finishLabGrown;
  const width = setters.length;

  return {
    mapper: {
      columns,
      columnOf,
      map(cells: string[]): MappedRow {
        const specifications: Fields = {};
        const input: Fields = { productType, specifications };
        const count = Math.min(width, cells.length);
        for (let index = 0; index < count; index++) {
          const set = setters[index];
          if (set === undefined) continue;
          const text = cells[index].trim();
          if (text !== '') set(input, text);
        }
        finish(input, specifications);
        return { stockNumber: (specifications.stockNumber as string | undefined) ?? '', input, columnOf };
      },
    },
  };
}

const listOf = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

function setterFor({ field, code }: ColumnDef): Setter {
  const [head, key, subKey] = field.split('.');
  const value = code ?? ((text: string) => text);
  if (head === 'imageLinks') {
    const index = Number(key);
    return (input, text) => {
      ((input.imageLinks ??= []) as string[])[index] = text;
    };
  }
  if (head !== 'specifications') return (input, text) => void (input[head] = value(text));
  if (subKey === undefined) return (input, text) => void ((input.specifications as Fields)[key] = value(text));
  return (input, text) => {
    const specifications = input.specifications as Fields;
    ((specifications[key] ??= {}) as Fields)[subKey] = value(text);
  };
}

// ---- derived fields ------------------------------------------------------------------------------

const asText = (value: unknown) => value as string | undefined;

/** Price: Total Price, else Price (per carat) × weight; neither → none, so the rule asks for a price. */
function diamondPrice(specs: Fields): unknown {
  if (specs.totalPrice !== undefined) return specs.totalPrice;
  const total = parseNumber(specs.pricePerCarat) * parseNumber(specs.weight);
  return Number.isFinite(total) ? Math.round(total * 100) / 100 : undefined;
}

function finishDiamond(input: Fields, specs: Fields, kind: string): void {
  const weight = Number.isFinite(parseNumber(specs.weight)) ? `${asText(specs.weight)} Carat` : undefined;
  const title = [weight, asText(specs.shape), kind, 'Diamond'].filter(Boolean).join(' ');
  input.name = specs.shortTitle ?? title;
  input.description = specs.memberComments ?? diamondDescription(title, specs);
  const price = diamondPrice(specs);
  if (price !== undefined) input.price = price;
}
const finishLabGrown = (input: Fields, specs: Fields) => finishDiamond(input, specs, 'Lab-Grown');
const finishNatural = (input: Fields, specs: Fields) => finishDiamond(input, specs, 'Natural');

/** "1.51 Carat Round Lab-Grown Diamond, color F, clarity VS1, Excellent cut, … certified by IGI." */
function diamondDescription(title: string, specs: Fields): string {
  const facts = [
    specs.color && `color ${asText(specs.color)}`,
    specs.fancyColor && `fancy color ${[specs.fancyColorIntensity, specs.fancyColor].filter(Boolean).join(' ')}`,
    specs.clarity && `clarity ${asText(specs.clarity)}`,
    specs.cutGrade && `${asText(specs.cutGrade)} cut`,
    specs.polish && `${asText(specs.polish)} polish`,
    specs.symmetry && `${asText(specs.symmetry)} symmetry`,
    specs.fluorescenceIntensity && `fluorescence ${asText(specs.fluorescenceIntensity)}`,
    specs.lab && `certified by ${asText(specs.lab)}`,
  ].filter(Boolean);
  return `${[title, ...facts].join(', ')}.`;
}

const METAL_NAMES = new Map(METALS.map((metal) => [metal.toLowerCase(), metal]));

function finishJewelry(input: Fields, specs: Fields): void {
  // The style sets the category (decisions.md); an unknown style stays as written for row-rules to name.
  const style = specs.jewelryStyle === undefined ? undefined : findStyle(asText(specs.jewelryStyle)!);
  if (style) {
    specs.jewelryStyle = style.name;
    specs.jewelryCategory = style.category;
    if (style.subCategory) specs.jewelrySubCategory = style.subCategory;
  }
  const metal =
    specs.metal === undefined ? undefined : (METAL_NAMES.get(asText(specs.metal)!.toLowerCase()) ?? specs.metal);
  const title = [asText(specs.jewelryStyle) ?? 'Jewelry', metal && `in ${asText(metal)}`].filter(Boolean).join(' ');
  input.name = specs.shortTitle ?? title;
  input.description = specs.comments ?? jewelryDescription(title, specs);
  if (specs.totalPrice !== undefined) input.price = specs.totalPrice;
}

/** "Halo Engagement Ring in 18K White Gold, Lab Grown Diamond, 1.25 ct total weight, Oval Diamond center stone of 0.75 ct, …" */
function jewelryDescription(title: string, specs: Fields): string {
  const center = (specs.centerStone ?? {}) as Fields;
  const centerName = [center.shape, center.gemType ?? center.type].filter(Boolean).join(' ');
  const facts = [
    specs.jewelryClassification,
    specs.totalCaratWeight && `${asText(specs.totalCaratWeight)} ct total weight`,
    centerName && `${centerName} center stone${center.caratWeight ? ` of ${asText(center.caratWeight)} ct` : ''}`,
    center.color && `color ${asText(center.color)}`,
    center.clarity && `clarity ${asText(center.clarity)}`,
    specs.totalNumberOfStones && `${asText(specs.totalNumberOfStones)} stones`,
  ].filter(Boolean);
  return `${[title, ...facts].join(', ')}.`;
}

import type { ProductType } from './product-type.js';

/**
 * The header search's words (issue 28): what a shopper may type to find a product, as the stored
 * `search_words` tsvector, and the query the search box's text becomes. A leaf module (types only from
 * the entity), so the entity can declare its generated column from it without an import cycle.
 *
 * The `english` configuration: words are stemmed, so "rings" finds rings and "ring" does not find
 * earrings (their stem is "earring"), and "in", "with" and the like are left out. The same configuration
 * reads the query, so both sides stem alike.
 */
export const SEARCH_CONFIGURATION = 'english';

/** How a shopper names each kind of product: a lab-grown stone answers "lab-grown", "lab grown" and "diamond". */
const KIND_WORDS: Record<`${ProductType}`, string> = {
  'lab-grown': 'lab-grown diamond',
  'natural-diamond': 'natural diamond',
  diamond: 'diamond',
  jewelry: 'jewelry jewellery',
  ring: 'ring',
};

/**
 * The columns, by weight: the name weighs most (A); the kind, category, shape, metal and style (B); the
 * stones, grades, lab, brand, stock and certificate numbers the least (C).
 */
const WEIGHTED_COLUMNS: Array<[weight: 'A' | 'B' | 'C', columns: string[]]> = [
  ['A', ['name']],
  [
    'B',
    [
      `case product_type ${Object.entries(KIND_WORDS)
        .map(([kind, words]) => `when '${kind}' then '${words}'`)
        .join(' ')} end`,
      'category',
      'sub_category',
      'shape',
      'stone_shape',
      'metal',
      `specs ->> 'jewelryStyle'`,
      `specs ->> 'style'`,
    ],
  ],
  [
    'C',
    [
      'stone_type',
      'gem_type',
      'classification',
      'cut',
      'color',
      'clarity',
      'fancy_color',
      'lab',
      'brand',
      'stock_number',
      'certificate_number',
    ],
  ],
];

/**
 * The stored `search_words` column's expression. Only immutable functions (PostgreSQL computes it on every
 * write, the bulk imports' set-based statements included): to_tsvector with a named configuration, `||` and
 * coalesce, no concat_ws (stable).
 */
export const SEARCH_WORDS_SQL = WEIGHTED_COLUMNS.map(
  ([weight, columns]) =>
    `setweight(to_tsvector('${SEARCH_CONFIGURATION}'::regconfig, ${columns
      .map((column) => `coalesce(${column}, '')`)
      .join(` || ' ' || `)}), '${weight}')`,
).join(' || ');

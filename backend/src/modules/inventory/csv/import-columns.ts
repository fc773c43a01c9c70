import { IMAGE_HEADERS, type ImportCategory, JEWELRY_HEADERS, TEMPLATE_HEADERS } from '../../catalog/index.js';
import { fluorescenceOf, gradeOf, shapeOf, stoneGradeOf } from './coded-values.js';

/**
 * The bulk-upload templates (spec csv-templates.md): each category's headers (the catalogue's
 * TEMPLATE_HEADERS, in the template's order), the product-input field each column fills (a dotted
 * path of the add form's input, as validateProductInput reads it) and the header aliases supplier
 * feeds use.
 */
export interface ColumnDef {
  header: string;
  /** 'specifications.weight', 'specifications.centerStone.certNum', 'imageLinks.0' (Image Link), 'videoUrl' … */
  field: string;
  aliases?: readonly string[];
  /** Turns trade codes into the canonical word. */
  code?: (text: string) => string;
}

const STOCK_ALIASES = [
  'Stock #',
  'Stock Number',
  'Stock',
  'Stock No',
  'StockNo',
  'Stock Num',
  'StockNum',
  'StockNumber',
  'Stock_no',
  'ReferenceNum',
  'ReferenceNumber',
  'VenderStockNumber',
];
const IMAGE_FIELDS = Object.fromEntries(
  IMAGE_HEADERS.map((header, index) => [header, { field: `imageLinks.${index}` }]),
);

/**
 * Diamond columns whose field is not the header in camelCase ('Depth Percent' → depthPercent). Featured
 * stays specifications.featured: the VDB Yes/No text, not the shop's own featured flag.
 */
const DIAMOND_SPECIAL: Record<string, Omit<ColumnDef, 'header'>> = {
  'Stock #': { field: 'specifications.stockNumber', aliases: STOCK_ALIASES },
  Weight: {
    field: 'specifications.weight',
    aliases: ['Size', 'Carat', 'CaratSize', 'CaratWeight', 'Ct', 'CtSize', 'CtWeight', 'Sz'],
  },
  Color: { field: 'specifications.color', aliases: ['Colr', 'Colour'] },
  Clarity: { field: 'specifications.clarity', aliases: ['Clar', 'Clearity', 'Purity'] },
  Shape: { field: 'specifications.shape', code: shapeOf },
  'Cut Grade': { field: 'specifications.cutGrade', code: gradeOf },
  Polish: { field: 'specifications.polish', code: gradeOf },
  Symmetry: { field: 'specifications.symmetry', code: gradeOf },
  'Fluorescence Intensity': { field: 'specifications.fluorescenceIntensity', code: fluorescenceOf },
  // In the diamond templates Price is per carat (csv-templates.md).
  Price: { field: 'specifications.pricePerCarat' },
  'Certificate #': { field: 'specifications.certificateNumber' },
  'H&A': { field: 'specifications.heartsAndArrows' },
  'Video Link': { field: 'videoUrl' },
  Tags: { field: 'tags' },
  Brand: { field: 'brand' },
  City: { field: 'specifications.location.city' },
  State: { field: 'specifications.location.state' },
  Country: { field: 'specifications.location.country' },
  ...IMAGE_FIELDS,
};

const camelCase = (header: string) =>
  header
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word))
    .join('');

const diamondColumns = (headers: readonly string[]): ColumnDef[] =>
  headers.map((header) => ({
    header,
    ...(DIAMOND_SPECIAL[header] ?? { field: `specifications.${camelCase(header)}` }),
  }));

const spec = (field: string, code?: ColumnDef['code']) => ({ field: `specifications.${field}`, code });

type JewelryHeader = (typeof JEWELRY_HEADERS)[number];

/** Jewelry columns → the jewelry add form's fields (spec 2 §3 jewelry specifications); every template column has one. */
const JEWELRY_FIELDS: Record<JewelryHeader, Omit<ColumnDef, 'header'>> = {
  'Stock Number': { ...spec('stockNumber'), aliases: STOCK_ALIASES },
  'Jewelry Style': spec('jewelryStyle'),
  'Jewelry Classification': spec('jewelryClassification'),
  'Center Stone Type': spec('centerStone.type'),
  'Side Stone Type': spec('sideStone.type'),
  'Total Carat Weight': spec('totalCaratWeight'),
  'Total Price': spec('totalPrice'),
  'Short Title': spec('shortTitle'),
  Comments: spec('comments'),
  Metal: spec('metal'),
  Mount: spec('mount'),
  'Total Number of Stones': spec('totalNumberOfStones'),
  Brand: { field: 'brand' },
  'Certificate Url': spec('certificateUrl'),
  'Center Gemstone Type': spec('centerStone.gemType'),
  'Center Stone Shape': spec('centerStone.shape', shapeOf),
  'Center Stone Color': spec('centerStone.color'),
  'Center Stone Clarity': spec('centerStone.clarity'),
  'Center Stone Fancy Color': spec('centerStone.fancyColor'),
  'Center Stone Intensity': spec('centerStone.intensity'),
  'Center Stone Fluorescence': spec('centerStone.fluorescence', fluorescenceOf),
  'Center Stone Lab': spec('centerStone.lab'),
  'Center Stone Cert Number': spec('centerStone.certNum'),
  'Center Stone Enhancement': spec('centerStone.enhancement'),
  'Center Stone Total Stones': spec('centerStone.totalStones'),
  'Center Stone Carat Weight': spec('centerStone.caratWeight'),
  'Center Stone Meas Depth': spec('centerStone.measDepth'),
  'Center Stone Meas Length': spec('centerStone.measLength'),
  'Center Stone Meas Width': spec('centerStone.measWidth'),
  'Center Stone Polish': spec('centerStone.polish', stoneGradeOf),
  'Center Stone Symmetry': spec('centerStone.symmetry', stoneGradeOf),
  'Center Stone Cut': spec('centerStone.cut', gradeOf),
  'Center Stone Depth': spec('centerStone.depth'),
  'Center Stone Table': spec('centerStone.table'),
  'Side Stone GemType': spec('sideStone.gemType'),
  'Side Stone Total Stone': spec('sideStone.totalStones'),
  'Side Stone Shape': spec('sideStone.shape', shapeOf),
  // The feed's side stone "size" is its carat weight.
  'Side Stone Size': spec('sideStone.caratWeight'),
  'Side Stone Color': spec('sideStone.color'),
  'Side Stone Clarity': spec('sideStone.clarity'),
  'Side Stone FancyColorDominant Color': spec('sideStone.fancyColor'),
  'Side Stone FancyColor Intensity': spec('sideStone.fancyColorIntensity'),
  City: spec('location.city'),
  State: spec('location.state'),
  Country: spec('location.country'),
  Rank: spec('rank'),
  ...(IMAGE_FIELDS as Record<(typeof IMAGE_HEADERS)[number], Omit<ColumnDef, 'header'>>),
  'Video Link': { field: 'videoUrl' },
};

export const TEMPLATE_COLUMNS: Record<ImportCategory, readonly ColumnDef[]> = {
  'lab-grown': diamondColumns(TEMPLATE_HEADERS['lab-grown']),
  natural: diamondColumns(TEMPLATE_HEADERS.natural),
  jewelry: JEWELRY_HEADERS.map((header) => ({ header, ...JEWELRY_FIELDS[header] })),
};

export const templateHeaders = (category: ImportCategory): string[] => [...TEMPLATE_HEADERS[category]];

/** The columns as staff map a supplier's headers to them: header, whether a file needs it, the trade names known. */
export const templateColumns = (category: ImportCategory) =>
  TEMPLATE_COLUMNS[category].map((column) => ({
    header: column.header,
    required: REQUIRED_COLUMNS[category].some((group) => group.includes(column.header)),
    aliases: [...(column.aliases ?? [])],
  }));

/**
 * Columns without which no row could pass (each group: any one of them), so the file is refused at
 * its header instead of failing every row with the same message.
 */
export const REQUIRED_COLUMNS: Record<ImportCategory, readonly (readonly string[])[]> = {
  'lab-grown': [
    ['Stock #'],
    ['Shape'],
    ['Weight'],
    ['Clarity'],
    ['Color', 'Fancy Color'],
    ['Total Price', 'Price'],
    ['Image Link'],
  ],
  natural: [
    ['Stock #'],
    ['Shape'],
    ['Weight'],
    ['Clarity'],
    ['Color', 'Fancy Color'],
    ['Total Price', 'Price'],
    ['Image Link'],
  ],
  jewelry: [
    ['Stock Number'],
    ['Jewelry Style'],
    ['Jewelry Classification'],
    ['Metal'],
    ['Total Price'],
    ['Image Link'],
  ],
};

const DIAMOND_DERIVED = {
  name: ['Short Title'],
  description: ['Member Comments'],
  price: ['Total Price', 'Price'],
  mainImage: IMAGE_HEADERS,
  imageLinks: IMAGE_HEADERS,
};
/**
 * Input fields the mapper derives rather than copies, and the template columns (first present wins)
 * an error on them is reported against.
 */
export const DERIVED_FIELD_COLUMNS: Record<ImportCategory, Record<string, readonly string[]>> = {
  'lab-grown': DIAMOND_DERIVED,
  natural: DIAMOND_DERIVED,
  jewelry: {
    name: ['Short Title'],
    description: ['Comments'],
    price: ['Total Price'],
    mainImage: IMAGE_HEADERS,
    imageLinks: IMAGE_HEADERS,
    'specifications.jewelryCategory': ['Jewelry Style'],
    'specifications.jewelrySubCategory': ['Jewelry Style'],
  },
};

/** Header cells match ignoring case, surrounding spaces, repeated inner spaces and a leading byte-order mark. */
export const headerKey = (text: string): string =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * The bulk-file templates (spec csv-templates.md): the categories a CSV upload or a supplier feed holds,
 * as the console and the API name them, and each category's column names in the template's order.
 * They describe the product model's file form, so they live with the catalogue: the inventory reads
 * files by them and a supplier's own column names point at them, and suppliers/ may not use inventory/.
 */
export const IMPORT_CATEGORIES = ['lab-grown', 'natural', 'jewelry'] as const;
export type ImportCategory = (typeof IMPORT_CATEGORIES)[number];

export const isImportCategory = (value: unknown): value is ImportCategory =>
  IMPORT_CATEGORIES.includes(value as ImportCategory);

export const IMAGE_HEADERS = [
  'Image Link',
  'Image Link 2',
  'Image Link 3',
  'Image Link 4',
  'Image Link 5',
  'Image Link 6',
] as const;

const LAB_GROWN_HEADERS =
  `Stock #|Availability|Shape|Weight|Clarity|Color|Fancy Color|Fancy Color Intensity|Fancy Color Overtone|Price|Total Price|
  Discount Percent|Price Memo|Price Per Carat Memo|Discount Percent Memo|${IMAGE_HEADERS.join('|')}|Video Link|Cut Grade|Polish|Symmetry|
  Depth Percent|Table Percent|Fluorescence Intensity|Fluorescence Color|Lab|Certificate #|Certificate Url|Cert Comment|Culet Condition|
  Culet Size|Girdle Percent|Girdle Condition|Girdle Thick|Girdle Thin|Measurements|Measurements Depth|Measurements Length|
  Measurements Width|Milky|Pavilion Depth|BGM|Crown Height|Crown Angle|Pavilion Angle|Laser Inscription|Member Comments|Pair|H&A|
  City|State|Country|Stock Number for Matching Pair|Share Access|Eye Clean|Featured|Table Open|Crown Open|Girdle Open|Star Length|
  Type|Tinge|Luster|Black Inclusion|Location of Black|Table Inclusion|Key To Symbol|Surface Graining|Internal Graining|
  Inclusion Pattern|Diamond Origin Report|Short Title|Arrival Date|Tags|Certificate Updated At|Growth Type`
    .split('|')
    .map((header) => header.trim());
/** As lab-grown, without Growth Type, plus Treatment (after Pavilion Depth) and Origin, Brand (after H&A). */
const NATURAL_HEADERS = LAB_GROWN_HEADERS.filter((header) => header !== 'Growth Type').flatMap((header) =>
  header === 'Pavilion Depth' ? [header, 'Treatment'] : header === 'H&A' ? [header, 'Origin', 'Brand'] : [header],
);

export const JEWELRY_HEADERS = [
  'Stock Number',
  'Jewelry Style',
  'Jewelry Classification',
  'Center Stone Type',
  'Side Stone Type',
  'Total Carat Weight',
  'Total Price',
  'Short Title',
  'Comments',
  'Metal',
  'Mount',
  'Total Number of Stones',
  'Brand',
  'Certificate Url',
  'Center Gemstone Type',
  'Center Stone Shape',
  'Center Stone Color',
  'Center Stone Clarity',
  'Center Stone Fancy Color',
  'Center Stone Intensity',
  'Center Stone Fluorescence',
  'Center Stone Lab',
  'Center Stone Cert Number',
  'Center Stone Enhancement',
  'Center Stone Total Stones',
  'Center Stone Carat Weight',
  'Center Stone Meas Depth',
  'Center Stone Meas Length',
  'Center Stone Meas Width',
  'Center Stone Polish',
  'Center Stone Symmetry',
  'Center Stone Cut',
  'Center Stone Depth',
  'Center Stone Table',
  'Side Stone GemType',
  'Side Stone Total Stone',
  'Side Stone Shape',
  'Side Stone Size',
  'Side Stone Color',
  'Side Stone Clarity',
  'Side Stone FancyColorDominant Color',
  'Side Stone FancyColor Intensity',
  'City',
  'State',
  'Country',
  'Rank',
  ...IMAGE_HEADERS,
  'Video Link',
] as const;

/** Each category's template columns, in the template's order. */
export const TEMPLATE_HEADERS: Record<ImportCategory, readonly string[]> = {
  'lab-grown': LAB_GROWN_HEADERS,
  natural: NATURAL_HEADERS,
  jewelry: JEWELRY_HEADERS,
};

// The Jewelry Upload Guide's facts (spec 2 §2 and §5 bulk guide, csv-templates.md, decisions.md "Imports").
import type { ProductMetal } from '@gem-shop/widgets/api';
import { JEWELRY_STYLE_GROUPS } from '../products/form/productOptions';

export interface GuideField {
  column: string;
  note: string;
}

/** What the server refuses a row without (the add form's rules apply to every row). */
export const requiredFields: GuideField[] = [
  {
    column: 'Stock Number',
    note: 'Unique across all jewelry; a stock number already in the shop updates that product.',
  },
  { column: 'Jewelry Style', note: 'One of the 35 valid styles below; it sets the jewelry category.' },
  {
    column: 'Jewelry Classification',
    note: 'Natural Diamond, Lab-Grown Diamond or Other (also Wedding Band, Precious Metal).',
  },
  { column: 'Metal', note: 'One of the valid metal types below.' },
  { column: 'Total Price', note: 'The price in USD, greater than 0.' },
  { column: 'Image Link', note: 'A valid, publicly accessible http(s) URL (Image Link 2 to 6 are optional).' },
];

export const recommendedFields: GuideField[] = [
  { column: 'Center Stone Type', note: 'Diamond, Lab Grown Diamond, Natural Diamond, Gemstone or None.' },
  { column: 'Side Stone Type', note: 'Diamond, Lab Grown Diamond, Natural Diamond, Gemstone or None.' },
  { column: 'Total Carat Weight', note: 'All stones together, e.g. 1.25.' },
  { column: 'Short Title', note: 'The product name; without it the name reads "<style> in <metal>".' },
  { column: 'Comments', note: 'The product description.' },
];

/** The 35 valid Jewelry Style values in their canonical spelling, by group (the product forms' list). */
export const jewelryStyleGroups = JEWELRY_STYLE_GROUPS;

/** Spec 2 Enumerations, 'Bulk guide metals': a choice among the API's metals, checked against its type. */
export const metalTypes: ProductMetal[] = [
  ...(['10K', '14K', '18K', '21K'] as const).map((karat) => `${karat} White Gold` as const),
  ...(['10K', '14K', '18K', '22K', '24K'] as const).map((karat) => `${karat} Yellow Gold` as const),
  ...(['10K', '14K', '18K', '21K'] as const).map((karat) => `${karat} Rose Gold` as const),
  'Platinum',
  'Silver',
  'Mix Metal',
  'Two Tone',
];

/** A few columns of the template with two filled rows; the other columns may stay empty. */
export const exampleRows = [
  'Stock Number,Jewelry Style,Jewelry Classification,Metal,Total Price,Total Carat Weight,Center Stone Type,Short Title,Image Link',
  'JW-1001,Halo Engagement Ring,Lab-Grown Diamond,18K White Gold,2450,1.50,Lab Grown Diamond,Oval Halo Ring,https://cdn.example.com/jw-1001.jpg',
  'JW-1002,Tennis Bracelet,Natural Diamond,14K Yellow Gold,3899.99,3.00,Diamond,"Classic Tennis Bracelet, 7 in",https://cdn.example.com/jw-1002.jpg',
];

export const importantNotes: string[] = [
  'Keep the header row of the template; column order does not matter and unknown columns are ignored.',
  'Save the file as CSV (UTF-8); spreadsheet exports with quoted cells and line breaks are fine.',
  'Jewelry Style, Classification and Metal must be spelled as listed (capitals do not matter).',
  'Rows with errors are skipped and listed after the upload; the other rows are still saved.',
  'Files up to 100 MB are accepted. Use a dry run to check a file without changing anything.',
];

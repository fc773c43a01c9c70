import type { ProductType } from '@gem-shop/widgets/api';
import * as options from './productOptions';

/** 'boolean' is for the edit dialog's top-level flags (onSale, featured…); the add forms have none. */
export type FieldKind =
  'text' | 'textarea' | 'number' | 'integer' | 'select' | 'date' | 'checkboxes' | 'list' | 'boolean';

export interface FieldSpec {
  source: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** The spec's message when the field is empty. */
  required?: string;
  /** The message when the value is not greater than 0. */
  positive?: string;
  step?: number;
  min?: number;
  max?: number;
  defaultValue?: unknown;
  helperText?: string;
  fullWidth?: boolean;
  /** A select whose choices follow another field: `options` keyed by that field's value (`label` names it). */
  optionsOf?: { source: string; label: string; options: Readonly<Record<string, readonly string[]>> };
}

export interface SectionSpec {
  title: string;
  fields: FieldSpec[];
}

/** The add forms: one per product type but the legacy 'diamond' and 'ring'. */
export type FormKind = Exclude<ProductType, 'diamond' | 'ring'>;
export type SpecificationType = ProductType;

type Extra = Partial<Omit<FieldSpec, 'source' | 'label' | 'kind'>>;
const field =
  (kind: FieldKind) =>
  (source: string, label: string, extra: Extra = {}): FieldSpec => ({ source, label, kind, ...extra });
const text = field('text');
const textarea = (source: string, label: string, extra: Extra = {}) =>
  field('textarea')(source, label, { fullWidth: true, ...extra });
const number = field('number');
const integer = (source: string, label: string, extra: Extra = {}) =>
  field('integer')(source, label, { step: 1, min: 0, ...extra });
const date = field('date');
const select = (source: string, label: string, choices: readonly string[], extra: Extra = {}) =>
  field('select')(source, label, { options: choices, ...extra });

/** Specification fields are nested under `specifications` in the product the server takes. */
const spec = (name: string) => `specifications.${name}`;
// Spec 2 §9 steps.
const carat = (source: string, label: string, extra: Extra = {}) =>
  number(source, label, { step: 0.01, min: 0, ...extra });
const percent = (source: string, label: string) => number(source, label, { step: 0.1 });
const money = (source: string, label: string, extra: Extra = {}) =>
  number(source, label, { step: 0.01, min: 0, ...extra });

// ---- diamonds (lab-grown, natural and the legacy generic type) ----------------------------------

type Diamond = 'lab-grown' | 'natural-diamond';
const isNatural = (kind: Diamond) => kind === 'natural-diamond';

const basicInformation = (extra: FieldSpec[] = []): SectionSpec => ({
  title: 'Basic Information',
  fields: [
    text('name', 'Name', { required: 'Name is required' }),
    money('price', 'Price', {
      required: 'Valid price is required',
      positive: 'Valid price is required',
      helperText: PRICE_PAID,
    }),
    textarea('description', 'Description', { required: 'Description is required' }),
    ...extra,
  ],
});

/** Which price the shopper pays (the catalogue's paid-price rule), said beside each price field. */
export const PRICE_PAID = 'What the shopper pays, unless a lower sale price is set later (Edit, with On Sale)';
const TOTAL_PRICE_NOT_PAID = "The supplier sheet's total, for reference; the shopper pays the price above";

const tags = field('list')('tags', 'Tags', { helperText: 'Comma-separated', fullWidth: true });

/** The fields the diamond-trade inventory (VDB) requires, with the color pair checked together. */
const diamondIdentity = (kind: Diamond): FieldSpec[] => [
  text(spec('stockNumber'), 'Stock Number', {
    required: isNatural(kind) ? 'Stock number is required (VDB mandatory)' : 'Stock number is required',
  }),
  select(spec('availability'), 'Availability', options.AVAILABILITIES, {
    defaultValue: 'Available',
    helperText: 'Shoppers cannot order an Unavailable stone',
  }),
  select(spec('shape'), 'Shape', isNatural(kind) ? options.NATURAL_SHAPES : options.DIAMOND_SHAPES, {
    required: 'Shape is required',
  }),
  carat(
    spec('weight'),
    'Weight (carats)',
    isNatural(kind)
      ? { required: 'Valid carat weight is required', positive: 'Valid carat weight is required' }
      : { required: 'Weight is required', positive: 'Weight is required' },
  ),
  select(spec('color'), 'Color', options.COLORS, { helperText: 'Color or Fancy Color' }),
  text(spec('fancyColor'), 'Fancy Color', { helperText: 'Color or Fancy Color' }),
  text(spec('fancyColorIntensity'), 'Fancy Color Intensity'),
  text(spec('fancyColorOvertone'), 'Fancy Color Overtone'),
  select(spec('clarity'), 'Clarity', options.CLARITIES, { required: 'Clarity is required' }),
];

const diamondPrices = (kind: Diamond): FieldSpec[] => [
  money(spec('totalPrice'), 'Total Price', { helperText: TOTAL_PRICE_NOT_PAID }),
  money(spec('pricePerCaratMemo'), 'Price Per Carat Memo'),
  ...(isNatural(kind)
    ? [
        number(spec('discountPercent'), 'Discount Percent'),
        money(spec('priceMemo'), 'Price Memo'),
        number(spec('discountPercentMemo'), 'Discount Percent Memo'),
      ]
    : []),
];

const grading = (kind: Diamond): FieldSpec[] => [
  select(spec('cutGrade'), 'Cut Grade', options.GRADES),
  select(spec('polish'), 'Polish', options.GRADES),
  select(spec('symmetry'), 'Symmetry', options.GRADES),
  select(spec('fluorescenceIntensity'), 'Fluorescence Intensity', options.FLUORESCENCE),
  select(spec('fluorescenceColor'), 'Fluorescence Color', options.FLUORESCENCE_COLORS),
  select(
    spec('heartsAndArrows'),
    'Hearts & Arrows',
    options.HEARTS_AND_ARROWS,
    isNatural(kind) ? { defaultValue: 'None' } : {},
  ),
  isNatural(kind)
    ? text(spec('treatment'), 'Treatment')
    : select(spec('growthType'), 'Growth Type', options.GROWTH_TYPES),
  text(spec('eyeClean'), 'Eye Clean'),
  text(spec('milky'), 'Milky'),
  text(spec('bgm'), 'BGM'),
  text(spec('type'), 'Type'),
  text(spec('tinge'), 'Tinge'),
  text(spec('luster'), 'Luster'),
  text(spec('blackInclusion'), 'Black Inclusion'),
  text(spec('locationOfBlack'), 'Location of Black'),
  text(spec('tableInclusion'), 'Table Inclusion'),
  text(spec('tableOpen'), 'Table Open'),
  text(spec('crownOpen'), 'Crown Open'),
  text(spec('girdleOpen'), 'Girdle Open'),
  text(spec('surfaceGraining'), 'Surface Graining'),
  text(spec('internalGraining'), 'Internal Graining'),
  text(spec('inclusionPattern'), 'Inclusion Pattern'),
  text(spec('keyToSymbol'), 'Key To Symbol'),
];

const measurements: FieldSpec[] = [
  text(spec('measurements'), 'Measurements', { helperText: 'Length x Width x Depth' }),
  number(spec('measurementsLength'), 'Length (mm)', { step: 0.01, min: 0 }),
  number(spec('measurementsWidth'), 'Width (mm)', { step: 0.01, min: 0 }),
  number(spec('measurementsDepth'), 'Depth (mm)', { step: 0.01, min: 0 }),
  percent(spec('depthPercent'), 'Depth %'),
  percent(spec('tablePercent'), 'Table %'),
  number(spec('crownHeight'), 'Crown Height'),
  number(spec('crownAngle'), 'Crown Angle'),
  number(spec('pavilionDepth'), 'Pavilion Depth'),
  number(spec('pavilionAngle'), 'Pavilion Angle'),
  number(spec('starLength'), 'Star Length'),
  number(spec('girdlePercent'), 'Girdle %'),
  text(spec('girdleCondition'), 'Girdle Condition'),
  text(spec('girdleThick'), 'Girdle Thick'),
  text(spec('girdleThin'), 'Girdle Thin'),
  text(spec('culetSize'), 'Culet Size'),
  text(spec('culetCondition'), 'Culet Condition'),
];

const certificate = (kind: Diamond): FieldSpec[] => [
  select(spec('lab'), 'Lab', isNatural(kind) ? options.NATURAL_LABS : options.LABS),
  text(spec('certificateNumber'), 'Certificate Number'),
  text(spec('certificateUrl'), 'Certificate URL'),
  ...(isNatural(kind)
    ? [
        date(spec('certificateDate'), 'Certificate Date'),
        select(spec('certificateVerified'), 'Certificate Verified', options.CERTIFICATE_VERIFIED, {
          defaultValue: 'No',
        }),
        text(spec('certificateGrade'), 'Certificate Grade'),
        text(spec('certificateReport'), 'Certificate Report'),
      ]
    : []),
  date(spec('certificateUpdatedAt'), 'Certificate Updated At'),
  text(spec('laserInscription'), 'Laser Inscription'),
  text(spec('diamondOriginReport'), 'Diamond Origin Report'),
  textarea(spec('certComment'), 'Certificate Comment'),
];

const location: FieldSpec[] = [
  text(spec('location.city'), 'City'),
  text(spec('location.state'), 'State'),
  text(spec('location.country'), 'Country'),
];

const listing = (kind: Diamond): FieldSpec[] => [
  select(spec('pair'), 'Pair', options.PAIR, { defaultValue: 'Single' }),
  text(spec('stockNumberForMatchingPair'), 'Stock Number for Matching Pair'),
  select(spec('shareAccess'), 'Share Access', options.YES_NO, { defaultValue: 'Yes' }),
  select(spec('featured'), 'Featured', options.YES_NO, { defaultValue: 'No' }),
  text(spec('shortTitle'), 'Short Title'),
  date(spec('arrivalDate'), 'Arrival Date'),
  ...(isNatural(kind) ? [text(spec('origin'), 'Origin'), ...location] : []),
  textarea(spec('memberComments'), 'Member Comments'),
];

const LAB_GROWN: SectionSpec[] = [
  basicInformation([tags]),
  { title: 'Required VDB Fields', fields: [...diamondIdentity('lab-grown'), ...diamondPrices('lab-grown')] },
  { title: 'Quality & Grading', fields: grading('lab-grown') },
  { title: 'Measurements & Dimensions', fields: measurements },
  { title: 'Certificate Information', fields: certificate('lab-grown') },
  { title: 'Additional Information', fields: listing('lab-grown') },
];

/**
 * The spec names three natural sections besides images; the grading and measurement fields join the
 * required ones as the VDB lists them, and the rest go to Additional Information.
 */
const NATURAL: SectionSpec[] = [
  basicInformation([text('brand', 'Brand'), tags]),
  {
    title: 'VDB Required Fields',
    fields: [...diamondIdentity('natural-diamond'), ...diamondPrices('natural-diamond'), ...grading('natural-diamond')],
  },
  { title: 'Certificate Information', fields: certificate('natural-diamond') },
  { title: 'Additional Information', fields: [...measurements, ...listing('natural-diamond')] },
];

// ---- jewelry and rings -----------------------------------------------------------------------

const center = (name: string) => spec(`centerStone.${name}`);
const side = (name: string) => spec(`sideStone.${name}`);
/** What the center and side stones both record (spec 2 §3), before the fields only one of them has. */
const stoneBasics = (at: (name: string) => string): FieldSpec[] => [
  select(at('type'), 'Stone Type', options.STONE_TYPES),
  select(at('gemType'), 'Gem Type', options.GEM_TYPES),
  select(at('shape'), 'Shape', options.JEWELRY_SHAPES),
  carat(at('caratWeight'), 'Carat Weight'),
  integer(at('totalStones'), 'Total Stones'),
  select(at('color'), 'Color', options.COLORS),
  select(at('clarity'), 'Clarity', options.CLARITIES),
  text(at('fancyColor'), 'Fancy Color'),
];

const JEWELRY: SectionSpec[] = [
  basicInformation(),
  {
    title: 'Classification & Category',
    fields: [
      select(spec('jewelryClassification'), 'Jewelry Classification', options.JEWELRY_CLASSIFICATIONS, {
        required: 'Jewelry classification is required',
      }),
      select(spec('jewelryCategory'), 'Jewelry Category', options.JEWELRY_CATEGORIES, {
        required: 'Jewelry category is required',
      }),
      select(spec('jewelrySubCategory'), 'Jewelry Sub-Category', options.JEWELRY_SUB_CATEGORIES, {
        optionsOf: { source: spec('jewelryCategory'), label: 'Jewelry Category', options: options.SUB_CATEGORIES_OF },
      }),
      select(spec('jewelryStyle'), 'Jewelry Style', options.JEWELRY_STYLES),
    ],
  },
  {
    title: 'Basic Specifications',
    fields: [
      text(spec('stockNumber'), 'Stock Number', { required: 'Stock number is required' }),
      // What makes a piece orderable: with no count the storefront says Availability Unknown.
      integer('countInStock', 'Stock Count', { helperText: 'Shoppers can order the piece while this is above 0' }),
      select(spec('metal'), 'Metal', options.METALS, { required: 'Metal is required' }),
      select(spec('mount'), 'Mount', options.MOUNTS),
      carat(spec('totalCaratWeight'), 'Total Carat Weight'),
      integer(spec('totalNumberOfStones'), 'Total Number of Stones'),
      money(spec('totalPrice'), 'Total Price', { helperText: TOTAL_PRICE_NOT_PAID }),
      text('brand', 'Brand'),
      integer(spec('rank'), 'Rank'),
    ],
  },
  {
    title: 'Setting Information',
    fields: [
      carat(spec('settingSupportedCaratFrom'), 'Supported Carat From'),
      carat(spec('settingSupportedCaratTo'), 'Supported Carat To'),
      field('checkboxes')(spec('supportedShapes'), 'Supported Shapes', {
        options: options.JEWELRY_SHAPES,
        fullWidth: true,
      }),
    ],
  },
  {
    title: 'Center Stone Details',
    fields: [
      ...stoneBasics(center),
      text(center('intensity'), 'Fancy Color Intensity'),
      select(center('cut'), 'Cut', options.GRADES),
      select(center('polish'), 'Polish', options.STONE_GRADES),
      select(center('symmetry'), 'Symmetry', options.STONE_GRADES),
      select(center('fluorescence'), 'Fluorescence', options.FLUORESCENCE),
      percent(center('depth'), 'Depth %'),
      percent(center('table'), 'Table %'),
      number(center('measLength'), 'Length (mm)', { step: 0.01, min: 0 }),
      number(center('measWidth'), 'Width (mm)', { step: 0.01, min: 0 }),
      number(center('measDepth'), 'Depth (mm)', { step: 0.01, min: 0 }),
      select(center('lab'), 'Lab', options.JEWELRY_LABS),
      text(center('certNum'), 'Certificate Number'),
      text(center('enhancement'), 'Enhancement'),
      textarea(center('comments'), 'Comments'),
    ],
  },
  {
    title: 'Side Stone Details',
    fields: [...stoneBasics(side), text(side('fancyColorIntensity'), 'Fancy Color Intensity')],
  },
  { title: 'Location Information', fields: location },
];

const RING_SPECIFICATIONS: SectionSpec = {
  title: 'Ring Specifications',
  fields: [
    select(spec('material'), 'Material', options.RING_MATERIALS),
    select(spec('width'), 'Width', options.RING_WIDTHS),
    select(spec('size'), 'Size', options.RING_SIZES),
    text(spec('style'), 'Style'),
  ],
};

const ADD_FORMS: Record<FormKind, SectionSpec[]> = {
  'lab-grown': LAB_GROWN,
  'natural-diamond': NATURAL,
  jewelry: JEWELRY,
};

/** The add form's sections (spec 2 §2) except Images & Video, which the media widgets render. */
export function addFormSections(kind: FormKind): SectionSpec[] {
  return ADD_FORMS[kind];
}

/**
 * The edit dialog has its own Basic Information with the top-level fields (brand included), so only the
 * `specifications.*` fields are kept here and no field appears twice.
 */
const withoutBasics = (sections: SectionSpec[]) =>
  sections
    .filter((section) => section.title !== 'Basic Information')
    .map((section) => ({
      ...section,
      fields: section.fields.filter((field) => field.source.startsWith('specifications.')),
    }));
// Built once, so the same field objects (and their validators) are handed out on every render.
const EDIT_SECTIONS: Record<SpecificationType, SectionSpec[]> = {
  'lab-grown': withoutBasics(LAB_GROWN),
  'natural-diamond': withoutBasics(NATURAL),
  diamond: withoutBasics(LAB_GROWN),
  jewelry: withoutBasics(JEWELRY),
  ring: [...withoutBasics(JEWELRY), RING_SPECIFICATIONS],
};

/** The edit dialog's specification sections for a product's type; the legacy generic diamond edits as lab-grown. */
export function editSpecificationSections(productType: SpecificationType): SectionSpec[] {
  return EDIT_SECTIONS[productType];
}

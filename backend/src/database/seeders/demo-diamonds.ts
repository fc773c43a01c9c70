import {
  type DiamondClarity,
  type Fluorescence,
  type JewelryShape,
  type ProductGrade,
  type ProductLab,
  type ProductShape,
  ProductType,
} from '../../modules/catalog/index.js';
import {
  arrival,
  CITIES,
  cutWords,
  type DemoContext,
  type DemoProduct,
  demoId,
  pricing,
  reviews,
  slug,
  stockNumber,
} from './demo-common.js';
import { type Random, round, type Weighted } from './random.js';
import { artPath, artShape, type ArtTint } from './art/art-description.js';

interface Shape {
  /** A shape of the vocabulary's diamonds that jewelry stones take too (the jewelry seeder sets these). */
  name: ProductShape & JewelryShape;
  weight: number;
  /** Price relative to the average fancy shape: rounds cost more per carat. */
  priceFactor: number;
  /** Length-to-width ratio, depth % and table % ranges typical of the cut. */
  ratio: [number, number];
  depth: [number, number];
  table: [number, number];
}

export const SHAPES: Shape[] = [
  { name: 'Round', weight: 40, priceFactor: 1.12, ratio: [1, 1.01], depth: [59.5, 62.8], table: [54, 59] },
  { name: 'Oval', weight: 14, priceFactor: 0.95, ratio: [1.33, 1.5], depth: [58, 64], table: [54, 62] },
  { name: 'Cushion', weight: 8, priceFactor: 0.88, ratio: [1, 1.2], depth: [61, 70], table: [58, 68] },
  { name: 'Emerald', weight: 7, priceFactor: 0.9, ratio: [1.35, 1.5], depth: [61, 70], table: [60, 69] },
  { name: 'Princess', weight: 6, priceFactor: 0.88, ratio: [1, 1.04], depth: [66, 76], table: [64, 74] },
  { name: 'Pear', weight: 6, priceFactor: 0.93, ratio: [1.45, 1.7], depth: [58, 64], table: [54, 62] },
  { name: 'Radiant', weight: 6, priceFactor: 0.9, ratio: [1.15, 1.35], depth: [61, 70], table: [61, 69] },
  { name: 'Marquise', weight: 3, priceFactor: 0.9, ratio: [1.85, 2.1], depth: [58, 63], table: [53, 62] },
  { name: 'Asscher', weight: 3, priceFactor: 0.9, ratio: [1, 1.04], depth: [61, 69], table: [56, 66] },
  { name: 'Heart', weight: 3, priceFactor: 0.92, ratio: [0.95, 1.05], depth: [56, 62], table: [53, 62] },
];
const SHAPE_WEIGHTS: Weighted<Shape> = SHAPES.map((s) => [s, s.weight]);
const STEP_CUTS = new Set(['Emerald', 'Asscher']);

export const COLOR_FACTOR: Record<string, number> = {
  D: 1.5,
  E: 1.4,
  F: 1.3,
  G: 1.15,
  H: 1.05,
  I: 0.95,
  J: 0.85,
  K: 0.75,
  L: 0.7,
  M: 0.65,
};
export const CLARITY_FACTOR: Record<string, number> = {
  FL: 1.8,
  IF: 1.6,
  VVS1: 1.4,
  VVS2: 1.3,
  VS1: 1.15,
  VS2: 1.05,
  SI1: 0.9,
  SI2: 0.8,
};
const CUT_FACTOR: Record<string, number> = { Ideal: 1.08, Excellent: 1.04, 'Very Good': 1, Good: 0.92, Fair: 0.85 };
/** Sizes the trade prices in steps; stock clusters just above them. */
const MAGIC_SIZES = [0.3, 0.5, 0.7, 0.9, 1, 1.5, 2, 3, 4, 5];

interface DiamondKind {
  productType: ProductType;
  prefix: string;
  label: string;
  /** Price per carat of a 1 ct stone of average grades, and how it grows with size. */
  perCarat: number;
  sizeExponent: number;
  minPrice: number;
  medianCarat: number;
  colors: Weighted<string>;
  clarities: Weighted<DiamondClarity>;
  cuts: Weighted<ProductGrade>;
  labs: Weighted<ProductLab>;
  fluorescence: Weighted<Fluorescence>;
  fancyShare: number;
  fancyFactor: Record<string, number>;
}

export const LAB_GROWN: DiamondKind = {
  productType: ProductType.LabGrown,
  prefix: 'LG',
  label: 'Lab-Grown',
  perCarat: 800,
  sizeExponent: 0.5,
  minPrice: 150,
  medianCarat: 1.3,
  colors: [
    ['D', 14],
    ['E', 20],
    ['F', 22],
    ['G', 18],
    ['H', 12],
    ['I', 7],
    ['J', 4],
    ['K', 2],
    ['L', 1],
  ],
  clarities: [
    ['FL', 0.5],
    ['IF', 3],
    ['VVS1', 14],
    ['VVS2', 20],
    ['VS1', 26],
    ['VS2', 22],
    ['SI1', 11],
    ['SI2', 3.5],
  ],
  cuts: [
    ['Ideal', 25],
    ['Excellent', 55],
    ['Very Good', 15],
    ['Good', 5],
  ],
  labs: [
    ['IGI', 68],
    ['GIA', 18],
    ['GCAL', 8],
    ['GSI', 6],
  ],
  fluorescence: [
    ['None', 85],
    ['Faint', 10],
    ['Medium', 5],
  ],
  fancyShare: 0.04,
  fancyFactor: { Yellow: 1.3, Pink: 1.4 },
};

export const NATURAL: DiamondKind = {
  productType: ProductType.NaturalDiamond,
  prefix: 'ND',
  label: 'Natural',
  perCarat: 5200,
  sizeExponent: 0.8,
  minPrice: 350,
  medianCarat: 0.9,
  colors: [
    ['D', 8],
    ['E', 12],
    ['F', 16],
    ['G', 18],
    ['H', 16],
    ['I', 12],
    ['J', 9],
    ['K', 5],
    ['L', 2],
    ['M', 2],
  ],
  clarities: [
    ['FL', 1],
    ['IF', 4],
    ['VVS1', 10],
    ['VVS2', 14],
    ['VS1', 20],
    ['VS2', 22],
    ['SI1', 17],
    ['SI2', 9],
  ],
  cuts: [
    ['Ideal', 10],
    ['Excellent', 45],
    ['Very Good', 30],
    ['Good', 12],
    ['Fair', 3],
  ],
  labs: [
    ['GIA', 72],
    ['IGI', 10],
    ['AGS', 8],
    ['GCAL', 4],
    ['EGL', 3],
    ['GSI', 3],
  ],
  fluorescence: [
    ['None', 60],
    ['Faint', 20],
    ['Medium', 12],
    ['Strong', 6],
    ['Very Strong', 2],
  ],
  fancyShare: 0.02,
  fancyFactor: { Yellow: 1.25, Pink: 4 },
};

const FINISH: Weighted<ProductGrade> = [
  ['Excellent', 60],
  ['Very Good', 30],
  ['Good', 10],
];
// Not keyed by the vocabulary's availabilities: feeds also send 'On Memo', which products keep as given.
const AVAILABILITY: Weighted<string> = [
  ['Available', 80],
  ['Guaranteed Available', 13],
  ['Unavailable', 5],
  ['On Memo', 2],
];
const FANCY_INTENSITY = ['Fancy Light', 'Fancy', 'Fancy Intense', 'Fancy Vivid'];
const ORIGINS = ['Botswana', 'Canada', 'Russia', 'South Africa', 'Namibia', 'Australia'];
const CLOSINGS = [
  'Eye clean and ready to set.',
  'A bright, lively stone for a solitaire setting.',
  'Matched by our gemologists for fire and brilliance.',
  'Shown in natural daylight, without retouching.',
  'Ready to be set in any of our engagement rings.',
];

function colorGrade(color: string): string {
  if (color <= 'F') return 'colorless';
  if (color <= 'J') return 'near colorless';
  return color <= 'M' ? 'faint yellow' : 'light yellow';
}

function clarityGrade(clarity: string): string {
  if (clarity === 'FL') return 'flawless';
  if (clarity === 'IF') return 'internally flawless';
  if (clarity.startsWith('VVS')) return 'very, very slightly included';
  return clarity.startsWith('VS') ? 'very slightly included' : 'slightly included';
}

function caratWeight(random: Random, median: number): number {
  const carat = random.logNormal(median, 0.5, 0.3, 10);
  if (!random.chance(0.35)) return round(carat, 2);
  const magic = MAGIC_SIZES.filter((size) => size <= carat).at(-1)!;
  return round(magic + random.between(0, 0.05), 2);
}

function certificateNumber(random: Random, lab: string, kind: DiamondKind): string {
  const digits = (n: number) => String(random.int(10 ** (n - 1), 10 ** n - 1));
  if (lab === 'GIA') return digits(10);
  if (lab === 'IGI') return kind === LAB_GROWN ? `LG${digits(9)}` : digits(9);
  if (lab === 'AGS') return `104${digits(9)}`;
  if (lab === 'EGL') return `US${digits(9)}`;
  return digits(9);
}

export function diamond(kind: DiamondKind, { random, index, seed, now }: DemoContext): DemoProduct {
  const shape = random.weighted(SHAPE_WEIGHTS);
  const carat = caratWeight(random, kind.medianCarat);
  const fancyColor = random.chance(kind.fancyShare) ? random.pick(['Yellow', 'Pink']) : null;
  const fancyIntensity = fancyColor ? random.pick(FANCY_INTENSITY) : null;
  const color = fancyColor ? null : random.weighted(kind.colors);
  const clarity = random.weighted(kind.clarities);
  const cut = shape.name === 'Round' || random.chance(0.7) ? random.weighted(kind.cuts) : null;
  const lab = random.weighted(kind.labs);
  const certificate = certificateNumber(random, lab, kind);
  const fluorescence = random.weighted(kind.fluorescence);

  const perCarat =
    kind.perCarat *
    carat ** kind.sizeExponent *
    (fancyColor ? kind.fancyFactor[fancyColor] : COLOR_FACTOR[color!]) *
    CLARITY_FACTOR[clarity] *
    (cut ? CUT_FACTOR[cut] : 0.95) *
    shape.priceFactor *
    (carat >= 1 ? 1.08 : 1) *
    (carat >= 2 ? 1.06 : 1) *
    random.between(0.92, 1.08);
  const exact = Math.max(kind.minPrice, perCarat * carat);
  const price = kind === NATURAL ? Math.round(exact / 10) * 10 : Math.round(exact);

  const ratio = random.between(...shape.ratio);
  const depthPercent = round(random.between(...shape.depth), 1);
  const width = round(((6.45 * Math.cbrt(carat)) / Math.sqrt(ratio)) * (shape.name === 'Round' ? 1 : 0.97), 2);
  const length = round(width * ratio, 2);
  const depth = round((depthPercent / 100) * width, 2);
  const stock = stockNumber(kind.prefix, index);
  const shapeSlug = slug(shape.name);
  const tintSuffix = fancyColor ? `-${fancyColor.toLowerCase()}` : '';
  const rotating = shape.name === 'Round' && !fancyColor && random.chance(0.12);
  const counted = random.chance(0.03);
  const carats = carat.toFixed(2);
  const colorText = fancyColor ? `${fancyIntensity} ${fancyColor}` : `${color} color (${colorGrade(color!)})`;

  return {
    id: demoId(seed, stock),
    productType: kind.productType,
    stockNumber: stock,
    name: `${carats} Carat ${shape.name} ${kind.label} Diamond`,
    description:
      `A ${carats}-carat ${cutWords(shape.name)} ${kind.label.toLowerCase()} diamond, ${colorText}, ${clarity} clarity (${clarityGrade(clarity)})` +
      `${cut ? `, ${cut} cut` : ''}. Graded by ${lab}, report ${certificate}. ${random.pick(CLOSINGS)}`,
    ...pricing(random, price),
    category: null,
    subCategory: null,
    brand: null,
    featured: index % 40 === 7,
    ...arrival(random, now),
    countInStock: counted ? random.pick([0, 1]) : null,
    ...reviews(random, 0.03),
    tags: [
      shapeSlug,
      kind === LAB_GROWN ? 'lab-grown' : 'natural',
      lab.toLowerCase(),
      ...(fancyColor ? ['fancy-color'] : []),
    ],
    materials: [],
    customizable: false,
    shape: shape.name,
    carat,
    color,
    clarity,
    cut,
    lab,
    certificateNumber: certificate,
    certificateUrl: null,
    availability: random.weighted(AVAILABILITY),
    fancyColor,
    metal: null,
    classification: null,
    stoneType: null,
    stoneShape: null,
    gemType: null,
    totalCaratWeight: null,
    specs: {
      polish: random.weighted(FINISH),
      symmetry: random.weighted(FINISH),
      fluorescenceIntensity: fluorescence,
      ...(fluorescence !== 'None' && { fluorescenceColor: 'Blue' }),
      ...(fancyIntensity && { fancyColorIntensity: fancyIntensity }),
      depthPercent,
      tablePercent: round(random.between(...shape.table), 1),
      measurements: `${length.toFixed(2)}x${width.toFixed(2)}x${depth.toFixed(2)}`,
      measurementsLength: length,
      measurementsWidth: width,
      measurementsDepth: depth,
      pricePerCarat: Math.round(price / carat),
      girdleThin: random.pick(['Thin', 'Medium']),
      girdleThick: random.pick(['Medium', 'Slightly Thick']),
      culetSize: 'None',
      crownAngle: round(random.between(33, 36), 1),
      pavilionAngle: round(random.between(40.6, 41.2), 1),
      eyeClean: clarity.startsWith('SI') ? random.pick(['Yes', 'No']) : 'Yes',
      ...(shape.name === 'Round' && cut === 'Ideal' && { heartsAndArrows: 'Yes' }),
      ...(random.chance(0.7) && { laserInscription: `${lab} ${certificate}` }),
      ...(kind === LAB_GROWN
        ? {
            growthType: random.weighted([
              ['CVD', 70],
              ['HPHT', 28],
              ['Unknown', 2],
            ]),
          }
        : { origin: random.pick(ORIGINS), treatment: 'None' }),
      location: random.pick(CITIES),
    },
    mainImage: artPath({
      piece: 'loose-stone',
      stone: { shape: artShape(shape.name)!, tint: (fancyColor?.toLowerCase() ?? 'white') as ArtTint },
      metal: null,
      variant: stock,
    }),
    galleryImages: [
      `/catalog/diamond-profile-${STEP_CUTS.has(shape.name) ? 'step' : 'brilliant'}${tintSuffix}.svg`,
      '/catalog/diamond-certificate.svg',
      ...(rotating ? ['/catalog/360/round-3.svg'] : []),
    ],
    imageLinks: [],
    videoUrl: null,
    rotationImages: rotating ? Array.from({ length: 8 }, (_, i) => `/catalog/360/round-${i + 1}.svg`) : [],
    zoomImages: [],
  };
}

import { type JewelryShape, type ProductMetal, ProductType } from '../../modules/catalog/index.js';
import {
  arrival,
  CITIES,
  cutName,
  cutWords,
  type DemoContext,
  type DemoProduct,
  demoId,
  pricing,
  reviews,
  slug,
  stockNumber,
} from './demo-common.js';
import { CLARITY_FACTOR, COLOR_FACTOR, SHAPES } from './demo-diamonds.js';
import { type Random, round, type Weighted } from './random.js';
import {
  type ArtDescription,
  type ArtPiece,
  type ArtTint,
  artMetal,
  artPath,
  artShape,
} from './art/art-description.js';

/** How a piece's stones are set: one center stone (with or without side stones), a matched pair, a line of equal stones, none. */
type Layout = 'solitaire' | 'center+side' | 'pair' | 'line' | 'none';

interface Style {
  style: string;
  category: string;
  subCategory: string | null;
  layout: Layout;
  weight: number;
  /** Price of the metal work in 14K gold. */
  setting: [number, number];
  /** Line layouts: number of stones and carat of each. */
  line?: [number, number, number, number];
  /** How its picture draws it. */
  art: ArtPiece;
}

// The first eight pair with the first eight metals to cover every category and metal early.
const STYLES: Style[] = [
  {
    style: 'Solitaire Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Solitaire Ring',
    layout: 'solitaire',
    weight: 10,
    setting: [700, 1800],
    art: 'solitaire-ring',
  },
  {
    style: 'Halo Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Halo Ring',
    layout: 'center+side',
    weight: 8,
    setting: [1100, 2400],
    art: 'halo-ring',
  },
  {
    style: 'Three Stone Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Three Stone Ring',
    layout: 'center+side',
    weight: 5,
    setting: [1200, 2600],
    art: 'three-stone-ring',
  },
  {
    style: 'Plain Wedding Band',
    category: 'Wedding Band',
    subCategory: 'Classic Ring',
    layout: 'none',
    weight: 6,
    setting: [350, 1400],
    art: 'band',
  },
  {
    style: 'Stud Earrings',
    category: 'Earrings',
    subCategory: 'Stud Earrings',
    layout: 'pair',
    weight: 7,
    setting: [250, 600],
    art: 'stud-earrings',
  },
  {
    style: 'Tennis Bracelet',
    category: 'Tennis Bracelet',
    subCategory: null,
    layout: 'line',
    weight: 9,
    setting: [1200, 2800],
    line: [38, 70, 0.03, 0.12],
    art: 'tennis-bracelet',
  },
  {
    style: 'Eternity Wedding Band',
    category: 'Eternity Band',
    subCategory: 'Diamond Ring',
    layout: 'line',
    weight: 7,
    setting: [700, 1600],
    line: [16, 26, 0.03, 0.2],
    art: 'stone-band',
  },
  {
    style: 'Pendant Necklace',
    category: 'Pendant',
    subCategory: null,
    layout: 'solitaire',
    weight: 8,
    setting: [250, 900],
    art: 'pendant',
  },
  {
    style: 'Side Stone Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Classic Ring',
    layout: 'center+side',
    weight: 4,
    setting: [1000, 2200],
    art: 'side-stone-ring',
  },
  {
    style: 'Vintage Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Classic Ring',
    layout: 'center+side',
    weight: 3,
    setting: [1300, 2800],
    art: 'halo-ring',
  },
  {
    style: 'Gemstone Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Classic Ring',
    layout: 'center+side',
    weight: 3,
    setting: [1000, 2200],
    art: 'side-stone-ring',
  },
  {
    style: "Men's Wedding Band",
    category: 'Wedding Band',
    subCategory: 'Classic Ring',
    layout: 'none',
    weight: 3,
    setting: [500, 1800],
    art: 'band',
  },
  {
    style: 'Diamond Wedding Band',
    category: 'Wedding Band',
    subCategory: 'Diamond Ring',
    layout: 'line',
    weight: 5,
    setting: [500, 1200],
    line: [9, 15, 0.02, 0.06],
    art: 'stone-band',
  },
  {
    style: 'Stacking Wedding Band',
    category: 'Wedding Band',
    subCategory: 'Stacking Ring',
    layout: 'line',
    weight: 3,
    setting: [300, 700],
    line: [7, 12, 0.01, 0.03],
    art: 'stone-band',
  },
  {
    style: 'Eternity Wedding Band',
    category: 'Eternity Band',
    subCategory: 'Stacking Ring',
    layout: 'line',
    weight: 2,
    setting: [400, 900],
    line: [20, 30, 0.01, 0.03],
    art: 'stone-band',
  },
  {
    style: 'Drop Earrings',
    category: 'Earrings',
    subCategory: 'Drop Earrings',
    layout: 'pair',
    weight: 4,
    setting: [350, 900],
    art: 'drop-earrings',
  },
  {
    style: 'Hoop Earrings',
    category: 'Earrings',
    subCategory: 'Huggie Earrings',
    layout: 'line',
    weight: 4,
    setting: [300, 800],
    line: [10, 30, 0.01, 0.04],
    art: 'hoop-earrings',
  },
  {
    style: 'Tennis Necklace',
    category: 'Necklace',
    subCategory: 'Tennis Necklace',
    layout: 'line',
    weight: 4,
    setting: [2000, 4500],
    line: [100, 140, 0.03, 0.1],
    art: 'stone-necklace',
  },
  {
    style: 'Lariat Necklace',
    category: 'Necklace',
    subCategory: null,
    layout: 'line',
    weight: 2,
    setting: [600, 1500],
    line: [5, 20, 0.02, 0.08],
    art: 'lariat-necklace',
  },
  {
    style: 'Choker Necklace',
    category: 'Necklace',
    subCategory: null,
    layout: 'line',
    weight: 2,
    setting: [700, 1600],
    line: [20, 60, 0.01, 0.04],
    art: 'stone-necklace',
  },
  {
    style: 'Link Bracelet',
    category: 'Bracelet',
    subCategory: 'Chain Bracelet',
    layout: 'none',
    weight: 4,
    setting: [400, 1600],
    art: 'link-bracelet',
  },
  {
    style: 'Bangle Bracelet',
    category: 'Bracelet',
    subCategory: null,
    layout: 'line',
    weight: 3,
    setting: [500, 1400],
    line: [5, 20, 0.01, 0.05],
    art: 'bangle',
  },
  {
    style: 'Cuff Bracelet',
    category: 'Bracelet',
    subCategory: null,
    layout: 'none',
    weight: 2,
    setting: [450, 1500],
    art: 'cuff',
  },
];
const STYLE_WEIGHTS: Weighted<Style> = STYLES.map((s) => [s, s.weight]);

const METALS: ProductMetal[] = [
  '14K White Gold',
  '18K White Gold',
  '14K Yellow Gold',
  '18K Yellow Gold',
  '14K Rose Gold',
  '18K Rose Gold',
  'Platinum',
  'Silver',
];
const METAL_PRICE: Record<string, number> = { '14K': 1, '18K': 1.3, Platinum: 1.55, Silver: 0.18 };
const BRANDS: Weighted<string> = [
  ['House Collection', 70],
  ['Lumen Atelier', 18],
  ['Aurelia Fine Jewelry', 12],
];
const CLOSINGS = [
  'Hand finished in our workshop.',
  'Arrives in our signature gift box.',
  'Complimentary resizing and cleaning for life.',
  'Made to order in three to four weeks.',
];

interface Gem {
  name: string;
  gemType: string;
  color: string;
  tint: ArtTint;
  shapes: JewelryShape[];
  perCarat: number;
}
// Each gem in the cuts it is usually sold in; morganite ('Other') in any shape.
const GEMS: Gem[] = [
  {
    name: 'Ruby',
    gemType: 'Ruby',
    color: 'Pigeon Blood Red',
    tint: 'red',
    shapes: ['Oval', 'Cushion'],
    perCarat: 2500,
  },
  {
    name: 'Sapphire',
    gemType: 'Sapphire',
    color: 'Royal Blue',
    tint: 'blue',
    shapes: ['Oval', 'Round', 'Cushion'],
    perCarat: 1800,
  },
  { name: 'Emerald', gemType: 'Emerald', color: 'Vivid Green', tint: 'green', shapes: ['Emerald'], perCarat: 2000 },
  {
    name: 'Morganite',
    gemType: 'Other',
    color: 'Peach Pink',
    tint: 'peach',
    shapes: SHAPES.map((s) => s.name),
    perCarat: 250,
  },
];

type Origin = 'Natural Diamond' | 'Lab Grown Diamond' | 'Gemstone';

interface Stone {
  origin: Origin;
  gem?: Gem;
  shape: JewelryShape;
  caratWeight: number;
  count: number;
  color: string;
  clarity: string;
}

const metalTone = (metal: string) => (/Yellow/.test(metal) ? 'yellow' : /Rose/.test(metal) ? 'rose' : 'white');
const hallmark = (metal: string) => `/catalog/hallmark-${slug(metal.replace(' Gold', ''))}.svg`;
const stoneType = (stone: Stone) =>
  stone.gem ? 'Gemstone' : stone.origin === 'Natural Diamond' ? 'Diamond' : 'Lab Grown Diamond';
const stoneLabel = (stone: Stone) =>
  stone.gem
    ? stone.gem.name.toLowerCase()
    : stone.origin === 'Natural Diamond'
      ? 'natural diamond'
      : 'lab-grown diamond';
const carats = (x: number) => x.toFixed(2);

function stoneImage(stone: Stone): string {
  if (stone.gem && stone.gem.gemType !== 'Other')
    return `/catalog/gem-${slug(stone.gem.name)}-${slug(stone.shape)}.svg`;
  const shape = stone.shape === 'Baguette' ? 'emerald' : slug(stone.shape);
  return `/catalog/diamond-${shape}${stone.gem ? '-pink' : ''}.svg`;
}

/** The piece's picture: its style, main stone (cut and colour) and metal; the stock number varies it. */
function picture(style: Style, main: Stone | undefined, metal: string, variant: string): string {
  const stone: ArtDescription['stone'] = main
    ? { shape: artShape(main.shape)!, tint: main.gem?.tint ?? 'white' }
    : null;
  return artPath({ piece: style.art, stone, metal: artMetal(metal), variant });
}

function stoneValue(stone: Stone): number {
  const each =
    stone.origin === 'Gemstone'
      ? stone.gem!.perCarat * stone.caratWeight ** 1.4
      : (stone.origin === 'Natural Diamond' ? 5500 * stone.caratWeight ** 1.6 : 900 * stone.caratWeight ** 1.3) *
        (COLOR_FACTOR[stone.color] ?? 1) *
        (CLARITY_FACTOR[stone.clarity] ?? 1);
  return each * stone.count;
}

function diamondGrades(random: Random) {
  return {
    color: random.pick(['D', 'E', 'F', 'G', 'G', 'H', 'H', 'I', 'J']),
    clarity: random.pick(['VVS1', 'VVS2', 'VS1', 'VS1', 'VS2', 'VS2', 'SI1']),
  };
}

function centerStone(random: Random, style: Style, origin: Origin): Stone {
  const pair = style.layout === 'pair';
  const count = pair ? 2 : 1;
  if (origin === 'Gemstone') {
    const gem = random.pick(GEMS);
    const caratWeight = round(random.logNormal(style.category === 'Engagement Ring' ? 1.5 : 0.8, 0.4, 0.3, 5), 2);
    return { origin, gem, shape: random.pick(gem.shapes), caratWeight, count, color: gem.color, clarity: 'Eye Clean' };
  }
  const median = pair ? 0.5 : style.category === 'Engagement Ring' ? (origin === 'Natural Diamond' ? 1 : 1.6) : 0.6;
  return {
    origin,
    shape: pair
      ? random.pick<JewelryShape>(['Round', 'Round', 'Princess', 'Oval', 'Cushion'])
      : random.weighted(SHAPES.map((s) => [s.name, s.weight])),
    caratWeight: round(random.logNormal(median, 0.4, 0.15, 4), 2),
    count,
    ...diamondGrades(random),
  };
}

function smallStones(random: Random, style: Style, origin: Origin, center?: Stone): Stone {
  const type = origin === 'Lab Grown Diamond' ? origin : 'Natural Diamond';
  if (style.line) {
    const [minCount, maxCount, minSize, maxSize] = style.line;
    const shape =
      style.category === 'Eternity Band'
        ? random.pick<JewelryShape>(['Round', 'Round', 'Round', 'Princess', 'Oval', 'Emerald', 'Baguette'])
        : 'Round';
    return {
      origin: type,
      shape,
      count: random.int(minCount, maxCount),
      caratWeight: round(random.between(minSize, maxSize), 3),
      ...diamondGrades(random),
    };
  }
  const threeStone = style.style.startsWith('Three Stone');
  const count = threeStone ? 2 : random.int(12, 48);
  const each = threeStone ? center!.caratWeight * random.between(0.25, 0.5) : random.between(0.008, 0.02);
  return {
    origin: type,
    shape: threeStone ? random.pick(['Round', 'Pear', 'Baguette', 'Princess']) : 'Round',
    count,
    caratWeight: round(each, 3),
    ...diamondGrades(random),
  };
}

function stoneSpecs(stone: Stone, random: Random) {
  const certified = !stone.gem && stone.caratWeight >= 0.3;
  const lab = certified ? (stone.origin === 'Natural Diamond' ? 'GIA' : 'IGI') : null;
  return {
    type: stoneType(stone),
    gemType: stone.gem?.gemType ?? 'Diamond',
    ...(stone.gem?.gemType === 'Other' && { comments: stone.gem.name }),
    shape: stone.shape,
    caratWeight: stone.caratWeight,
    totalStones: stone.count,
    color: stone.color,
    clarity: stone.clarity,
    ...(lab && { lab, certNum: lab === 'GIA' ? String(random.int(1e9, 8e9)) : `LG${random.int(1e8, 9e8)}` }),
  };
}

function settingText(center: Stone | undefined, side: Stone | undefined, width: string | null): string {
  const stones = (stone: Stone) =>
    `${stone.count} ${cutWords(stone.shape)} ${stoneLabel(stone)}s totaling ${carats(stone.caratWeight * stone.count)} ct`;
  if (!center) return side ? ` with ${stones(side)}` : `, ${width} wide, polished to a mirror finish`;
  const pair = center.count === 2;
  const centerText = `${pair ? 'a pair of' : 'a'} ${carats(center.caratWeight)} ct ${cutWords(center.shape)} ${stoneLabel(center)}${pair ? 's' : ''}`;
  return `, set with ${centerText} (${center.color}, ${center.clarity})${side ? ` and ${stones(side)}` : ''}`;
}

function stockLevel(random: Random): number | null {
  return random.weighted<() => number | null>([
    [() => random.int(6, 40), 35],
    [() => random.int(1, 5), 35],
    [() => 0, 12],
    [() => null, 18],
  ])();
}

export function jewelry({ random, index, seed, now }: DemoContext): DemoProduct {
  const style = index <= STYLES.length ? STYLES[index - 1] : random.weighted(STYLE_WEIGHTS);
  const fashion = ['Earrings', 'Pendant', 'Bracelet', 'Necklace'].includes(style.category);
  const metal = index <= METALS.length ? METALS[index - 1] : random.pick(fashion ? METALS : METALS.slice(0, 7));
  const stones = style.layout !== 'none';
  const gemCenter =
    style.style.startsWith('Gemstone') || (['solitaire', 'pair'].includes(style.layout) && random.chance(0.1));
  // Silver is fashion jewelry: lab-grown stones only.
  const origin: Origin =
    metal === 'Silver'
      ? 'Lab Grown Diamond'
      : random.weighted([
          ['Natural Diamond', 45],
          ['Lab Grown Diamond', 55],
        ]);
  const center = ['solitaire', 'center+side', 'pair'].includes(style.layout)
    ? centerStone(random, style, gemCenter ? 'Gemstone' : origin)
    : undefined;
  const side =
    style.layout === 'line' || style.layout === 'center+side' ? smallStones(random, style, origin, center) : undefined;
  const main = center ?? side;
  const totalCarat = stones
    ? round(
        [center, side].reduce((sum, s) => sum + (s ? s.caratWeight * s.count : 0), 0),
        2,
      )
    : null;

  const karat = metal.split(' ')[0];
  const setting = random.between(...style.setting) * (METAL_PRICE[karat] ?? 1);
  const price = Math.round((setting + (center ? stoneValue(center) : 0) + (side ? stoneValue(side) : 0)) / 10) * 10;
  const width = stones
    ? null
    : `${random.pick(style.category === 'Bracelet' ? [4, 6, 8, 10] : [2, 2.5, 3, 4, 5, 6])} mm`;
  const stock = stockNumber('JW', index);
  const classification = !main
    ? style.category === 'Wedding Band'
      ? 'Wedding Band'
      : 'Precious Metal'
    : center?.gem
      ? 'Other'
      : origin;

  const name = center?.gem
    ? `${center.gem.name} ${style.style.replace('Gemstone ', '')} in ${metal}`
    : center
      ? `${cutName(center.shape)} ${style.style} in ${metal}`
      : side
        ? `${carats(totalCarat!)} ct ${style.style} in ${metal}`
        : `${width} ${style.style} in ${metal}`;
  return {
    id: demoId(seed, stock),
    productType: ProductType.Jewelry,
    stockNumber: stock,
    name,
    description: `${style.style} in ${metal}${settingText(center, side, width)}. ${random.pick(CLOSINGS)}`,
    ...pricing(random, price, 0.12),
    category: style.category,
    subCategory: style.subCategory,
    brand: random.weighted(BRANDS),
    featured: index % 12 === 5,
    ...arrival(random, now),
    countInStock: stockLevel(random),
    ...reviews(random, 0.45),
    tags: [
      slug(style.category),
      ...(style.subCategory ? [slug(style.subCategory)] : []),
      metalTone(metal),
      ...(main ? [slug(stoneLabel(main))] : []),
    ],
    materials: [metal, ...(center ? [center.gem?.name ?? center.origin] : []), ...(side ? [side.origin] : [])].filter(
      (m, i, all) => all.indexOf(m) === i,
    ),
    customizable: ['Engagement Ring', 'Wedding Band', 'Eternity Band'].includes(style.category) && random.chance(0.6),
    // The grade columns describe loose diamonds; a piece's stones are in specs, its weight in totalCaratWeight.
    shape: null,
    carat: null,
    color: null,
    clarity: null,
    cut: null,
    lab: null,
    certificateNumber: null,
    certificateUrl: null,
    availability: null,
    fancyColor: null,
    metal,
    classification,
    stoneType: main ? stoneType(main) : null,
    stoneShape: main?.shape ?? null,
    gemType: main ? (main.gem?.gemType ?? 'Diamond') : null,
    totalCaratWeight: totalCarat,
    specs: {
      jewelryStyle: style.style,
      mount: 'Mount',
      ...(width && { width }),
      ...(stones && { totalNumberOfStones: (center?.count ?? 0) + (side?.count ?? 0) }),
      ...(center && { centerStone: stoneSpecs(center, random) }),
      ...(side && { sideStone: stoneSpecs(side, random) }),
      location: random.pick(CITIES),
      rank: random.int(1, 100),
    },
    mainImage: picture(style, main, metal, stock),
    galleryImages: [...(main ? [stoneImage(main)] : []), hallmark(metal), '/catalog/jewelry-box.svg'],
    imageLinks: [],
    videoUrl: null,
    rotationImages: [],
    zoomImages: [],
  };
}

const RING_STYLES = ['Court', 'Flat Court', 'D Shape', 'Knife Edge', 'Bevelled'];
/** Ring materials are free text; each makes a metal of the vocabulary with the karat (checked below). */
const RING_MATERIALS: Weighted<'Platinum' | `${'Yellow' | 'White' | 'Rose'} Gold`> = [
  ['Platinum', 3],
  ['Yellow Gold', 4],
  ['White Gold', 3],
  ['Rose Gold', 2],
];
const RING_SIZES = 'HIJKLMNOPQRSTUVW'.split('').flatMap((letter) => [letter, `${letter}½`]);

/** The spec's 'ring' products: plain bands described by ring specifications (material, width, size, style). */
export function ring({ random, index, seed, now }: DemoContext): DemoProduct {
  const material = random.weighted(RING_MATERIALS);
  const metal: ProductMetal =
    material === 'Platinum' ? material : `${random.pick(['14K', '18K'] as const)} ${material}`;
  const width = random.pick([2, 2.5, 3, 4, 5, 6]);
  const profile = random.pick(RING_STYLES);
  const size = random.pick(RING_SIZES);
  const price = Math.round((150 + 180 * width * (METAL_PRICE[metal.split(' ')[0]] ?? 1)) / 10) * 10;
  const stock = stockNumber('RG', index);
  return {
    id: demoId(seed, stock),
    productType: ProductType.Ring,
    stockNumber: stock,
    name: `${width} mm ${profile} Wedding Band in ${metal}`,
    description: `A ${width} mm ${profile.toLowerCase()} wedding band in ${metal}, size ${size}, polished to a mirror finish. Other sizes are made to order.`,
    ...pricing(random, price),
    category: 'Wedding Band',
    subCategory: 'Classic Ring',
    brand: 'House Collection',
    featured: index % 5 === 2,
    ...arrival(random, now),
    countInStock: stockLevel(random),
    ...reviews(random, 0.4),
    tags: ['wedding-band', metalTone(metal)],
    materials: [metal],
    customizable: true,
    shape: null,
    carat: null,
    color: null,
    clarity: null,
    cut: null,
    lab: null,
    certificateNumber: null,
    certificateUrl: null,
    availability: null,
    fancyColor: null,
    metal,
    classification: 'Wedding Band',
    stoneType: null,
    stoneShape: null,
    gemType: null,
    totalCaratWeight: null,
    specs: { material, width: `${width} mm`, size, style: profile },
    mainImage: artPath({ piece: 'band', stone: null, metal: artMetal(metal), variant: stock }),
    galleryImages: [hallmark(metal), '/catalog/jewelry-box.svg'],
    imageLinks: [],
    videoUrl: null,
    rotationImages: [],
    zoomImages: [],
  };
}

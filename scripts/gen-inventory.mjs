#!/usr/bin/env node
// Copied from the team’s shared tools (shared/tools/gen-inventory.mjs) so tests and benchmarks run from a clone.
// Generates realistic inventory CSV files in the shop's bulk-upload template formats
// (see ../spec/csv-templates.md), for tests, demos and benchmarks.
//
//   node gen-inventory.mjs --kind lab-grown|natural|jewelry --rows 100000 [--seed 7] [--bad-rate 0.01] > out.csv
//
// Deterministic for a given seed. With --bad-rate, that share of rows is broken on purpose
// (one defect each, see BREAKERS); the number of broken rows and their 1-based data-row
// indexes are written to stderr as JSON, so a test can assert the import's failed rows exactly.

import { parseArgs } from 'node:util';

const HEADERS = {
  'lab-grown':
    'Stock #,Availability,Shape,Weight,Clarity,Color,Fancy Color,Fancy Color Intensity,Fancy Color Overtone,Price,Total Price,Discount Percent,Price Memo,Price Per Carat Memo,Discount Percent Memo,Image Link,Image Link 2,Image Link 3,Image Link 4,Image Link 5,Image Link 6,Video Link,Cut Grade,Polish,Symmetry,Depth Percent,Table Percent,Fluorescence Intensity,Fluorescence Color,Lab,Certificate #,Certificate Url,Cert Comment,Culet Condition,Culet Size,Girdle Percent,Girdle Condition,Girdle Thick,Girdle Thin,Measurements,Measurements Depth,Measurements Length,Measurements Width,Milky,Pavilion Depth,BGM,Crown Height,Crown Angle,Pavilion Angle,Laser Inscription,Member Comments,Pair,H&A,City,State,Country,Stock Number for Matching Pair,Share Access,Eye Clean,Featured,Table Open,Crown Open,Girdle Open,Star Length,Type,Tinge,Luster,Black Inclusion,Location of Black,Table Inclusion,Key To Symbol,Surface Graining,Internal Graining,Inclusion Pattern,Diamond Origin Report,Short Title,Arrival Date,Tags,Certificate Updated At,Growth Type',
  natural:
    'Stock #,Availability,Shape,Weight,Clarity,Color,Fancy Color,Fancy Color Intensity,Fancy Color Overtone,Price,Total Price,Discount Percent,Price Memo,Price Per Carat Memo,Discount Percent Memo,Image Link,Image Link 2,Image Link 3,Image Link 4,Image Link 5,Image Link 6,Video Link,Cut Grade,Polish,Symmetry,Depth Percent,Table Percent,Fluorescence Intensity,Fluorescence Color,Lab,Certificate #,Certificate Url,Cert Comment,Culet Condition,Culet Size,Girdle Percent,Girdle Condition,Girdle Thick,Girdle Thin,Measurements,Measurements Depth,Measurements Length,Measurements Width,Milky,Pavilion Depth,Treatment,BGM,Crown Height,Crown Angle,Pavilion Angle,Laser Inscription,Member Comments,Pair,H&A,Origin,Brand,City,State,Country,Stock Number for Matching Pair,Share Access,Eye Clean,Featured,Table Open,Crown Open,Girdle Open,Star Length,Type,Tinge,Luster,Black Inclusion,Location of Black,Table Inclusion,Key To Symbol,Surface Graining,Internal Graining,Inclusion Pattern,Diamond Origin Report,Short Title,Arrival Date,Tags,Certificate Updated At',
  jewelry:
    'Stock Number,Jewelry Style,Jewelry Classification,Center Stone Type,Side Stone Type,Total Carat Weight,Total Price,Short Title,Comments,Metal,Mount,Total Number of Stones,Brand,Certificate Url,Center Gemstone Type,Center Stone Shape,Center Stone Color,Center Stone Clarity,Center Stone Fancy Color,Center Stone Intensity,Center Stone Fluorescence,Center Stone Lab,Center Stone Cert Number,Center Stone Enhancement,Center Stone Total Stones,Center Stone Carat Weight,Center Stone Meas Depth,Center Stone Meas Length,Center Stone Meas Width,Center Stone Polish,Center Stone Symmetry,Center Stone Cut,Center Stone Depth,Center Stone Table,Side Stone GemType,Side Stone Total Stone,Side Stone Shape,Side Stone Size,Side Stone Color,Side Stone Clarity,Side Stone FancyColorDominant Color,Side Stone FancyColor Intensity,City,State,Country,Rank,Image Link,Image Link 2,Image Link 3,Image Link 4,Image Link 5,Image Link 6,Video Link',
};

const { values: opt } = parseArgs({
  options: {
    kind: { type: 'string', default: 'lab-grown' },
    rows: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'bad-rate': { type: 'string', default: '0' },
  },
});
const kind = opt.kind;
if (!HEADERS[kind]) {
  console.error(`unknown --kind ${kind}: use lab-grown, natural or jewelry`);
  process.exit(2);
}
const rows = Number(opt.rows);
const badRate = Number(opt['bad-rate']);

// mulberry32: small, fast, deterministic
let state = Number(opt.seed) >>> 0 || 1;
function rand() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(rand() * list.length)];
function weighted(pairs) {
  let r = rand() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of pairs) if ((r -= w) < 0) return v;
  return pairs[pairs.length - 1][0];
}
const round = (x, d) => Number(x.toFixed(d));

const SHAPES = [
  ['Round', 40],
  ['Oval', 14],
  ['Cushion', 8],
  ['Emerald', 7],
  ['Princess', 6],
  ['Pear', 6],
  ['Radiant', 6],
  ['Marquise', 3],
  ['Asscher', 3],
  ['Heart', 3],
];
const COLORS = [
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
];
const CLARITIES = [
  ['FL', 1],
  ['IF', 4],
  ['VVS1', 10],
  ['VVS2', 14],
  ['VS1', 20],
  ['VS2', 22],
  ['SI1', 17],
  ['SI2', 9],
  ['I1', 3],
];
const GRADES = [
  ['Ideal', 10],
  ['Excellent', 45],
  ['Very Good', 30],
  ['Good', 12],
  ['Fair', 3],
];
const FLUO = [
  ['None', 60],
  ['Faint', 20],
  ['Medium', 12],
  ['Strong', 6],
  ['Very Strong', 2],
];
const CITIES = [
  ['New York', 'NY', 'USA'],
  ['Los Angeles', 'CA', 'USA'],
  ['London', '', 'United Kingdom'],
  ['Antwerp', '', 'Belgium'],
  ['Mumbai', 'MH', 'India'],
  ['Surat', 'GJ', 'India'],
];
const COLOR_FACTOR = { D: 1.5, E: 1.4, F: 1.3, G: 1.15, H: 1.05, I: 0.95, J: 0.85, K: 0.75, L: 0.7, M: 0.65 };
const CLARITY_FACTOR = { FL: 1.8, IF: 1.6, VVS1: 1.4, VVS2: 1.3, VS1: 1.15, VS2: 1.05, SI1: 0.9, SI2: 0.8, I1: 0.6 };

function carat() {
  // log-normal around 1 ct, clipped to a realistic range
  const z = Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());
  return round(Math.min(10, Math.max(0.3, Math.exp(0.05 + 0.45 * z))), 2);
}
function date(daysBack) {
  const d = new Date(Date.UTC(2026, 9, 1) - Math.floor(rand() * daysBack) * 86400000);
  return d.toISOString().slice(0, 10);
}

function diamondRow(i, lab) {
  const shape = weighted(SHAPES);
  const weight = carat();
  const color = weighted(COLORS);
  const clarity = weighted(CLARITIES);
  const cut = shape === 'Round' ? weighted(GRADES) : '';
  const perCarat = (lab ? 1100 : 5200) * Math.pow(weight, 0.8) * COLOR_FACTOR[color] * CLARITY_FACTOR[clarity];
  const total = Math.round(perCarat * weight);
  const discount = lab ? 0 : round(-(rand() * 40), 1);
  const laboratory = lab
    ? weighted([
        ['IGI', 70],
        ['GIA', 20],
        ['GCAL', 10],
      ])
    : weighted([
        ['GIA', 75],
        ['IGI', 10],
        ['AGS', 8],
        ['GCAL', 4],
        ['EGL', 3],
      ]);
  const cert = String(1000000000 + Math.floor(rand() * 8999999999));
  const len = round(6.4 * Math.cbrt(weight) * (shape === 'Round' ? 1 : 1.25), 2);
  const wid = round(shape === 'Round' ? len * (0.99 + rand() * 0.02) : len / (1.3 + rand() * 0.3), 2);
  const depthPct = round(59 + rand() * 5, 1);
  const [city, st, country] = pick(CITIES);
  const sn = `${lab ? 'LG' : 'ND'}-${String(i).padStart(7, '0')}`;
  const r = {
    'Stock #': sn,
    Availability: weighted([
      ['Available', 85],
      ['Guaranteed Available', 10],
      ['Unavailable', 5],
    ]),
    Shape: shape,
    Weight: weight,
    Clarity: clarity,
    Color: color,
    Price: Math.round(perCarat),
    'Total Price': total,
    'Discount Percent': discount || '',
    'Image Link': `https://img.example.com/${sn}/1.jpg`,
    'Image Link 2': rand() < 0.6 ? `https://img.example.com/${sn}/2.jpg` : '',
    'Video Link': rand() < 0.4 ? `https://video.example.com/${sn}.mp4` : '',
    'Cut Grade': cut,
    Polish: weighted(GRADES.slice(1)),
    Symmetry: weighted(GRADES.slice(1)),
    'Depth Percent': depthPct,
    'Table Percent': round(54 + rand() * 8, 1),
    'Fluorescence Intensity': weighted(FLUO),
    Lab: laboratory,
    'Certificate #': cert,
    'Girdle Percent': round(2.5 + rand() * 2, 1),
    'Girdle Thick': pick(['Thin', 'Medium', 'Slightly Thick']),
    'Girdle Thin': pick(['Thin', 'Medium']),
    'Culet Size': 'None',
    Measurements: `${len}x${wid}x${round((depthPct / 100) * wid, 2)}`,
    'Measurements Length': len,
    'Measurements Width': wid,
    'Measurements Depth': round((depthPct / 100) * wid, 2),
    'Crown Angle': round(33 + rand() * 3, 1),
    'Crown Height': round(14 + rand() * 2, 1),
    'Pavilion Angle': round(40.6 + rand() * 0.6, 1),
    'Pavilion Depth': round(42.5 + rand() * 1.5, 1),
    'Star Length': round(45 + rand() * 10),
    'Laser Inscription': rand() < 0.7 ? `${laboratory} ${cert}` : '',
    Pair: 'Single',
    'H&A': shape === 'Round' && rand() < 0.2 ? 'Yes' : 'None',
    City: city,
    State: st,
    Country: country,
    'Share Access': 'Yes',
    'Eye Clean': ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2'].includes(clarity) ? 'Yes' : pick(['Yes', 'No']),
    Featured: rand() < 0.02 ? 'Yes' : 'No',
    'Short Title': `${weight} Carat ${shape} ${lab ? 'Lab-Grown' : 'Natural'} Diamond`,
    'Arrival Date': date(720),
    Tags: [shape.toLowerCase(), lab ? 'lab-grown' : 'natural', laboratory.toLowerCase()].join(','),
    'Certificate Updated At': date(720),
  };
  if (lab)
    r['Growth Type'] = weighted([
      ['CVD', 70],
      ['HPHT', 28],
      ['Unknown', 2],
    ]);
  else {
    r.Treatment = 'None';
    r.Origin = pick(['Botswana', 'Canada', 'Russia', 'South Africa', 'Namibia', '']);
  }
  return r;
}

const STYLES = [
  'Solitaire Engagement Ring',
  'Halo Engagement Ring',
  'Three Stone Engagement Ring',
  'Side Stone Engagement Ring',
  'Eternity Wedding Band',
  'Diamond Wedding Band',
  'Stud Earrings',
  'Drop Earrings',
  'Hoop Earrings',
  'Tennis Bracelet',
  'Tennis Necklace',
  'Pendant Necklace',
];
const METALS = [
  '14K White Gold',
  '18K White Gold',
  '14K Yellow Gold',
  '18K Yellow Gold',
  '14K Rose Gold',
  '18K Rose Gold',
  'Platinum',
  'Silver',
];

function jewelryRow(i) {
  const style = pick(STYLES);
  const tcw = round(0.25 + rand() * 4, 2);
  const sn = `JW-${String(i).padStart(7, '0')}`;
  const classification = weighted([
    ['Natural Diamond', 50],
    ['Lab Grown Diamond', 40],
    ['Other', 10],
  ]);
  const solitaire = /Solitaire|Studs|Pendant/.test(style);
  const [city, st, country] = pick(CITIES);
  const metal = pick(METALS);
  return {
    'Stock Number': sn,
    'Jewelry Style': style,
    'Jewelry Classification': classification,
    'Center Stone Type': classification === 'Other' ? 'Gemstone' : classification,
    'Side Stone Type': solitaire ? 'None' : classification,
    'Total Carat Weight': tcw,
    'Total Price': Math.round((classification === 'Natural Diamond' ? 4200 : 900) * tcw + 400 + rand() * 600),
    'Short Title': `${tcw} ct ${style}`,
    Comments: `${style} in ${metal}, hand finished.`,
    Metal: metal,
    Mount: pick(['Mount', 'Semimount']),
    'Total Number of Stones': solitaire ? 1 : 10 + Math.floor(rand() * 60),
    Brand: 'House Collection',
    'Center Gemstone Type': classification === 'Other' ? pick(['Ruby', 'Sapphire', 'Emerald']) : 'Diamond',
    'Center Stone Shape': weighted(SHAPES),
    'Center Stone Color': weighted(COLORS),
    'Center Stone Clarity': weighted(CLARITIES),
    'Center Stone Lab': pick(['GIA', 'IGI', '']),
    'Center Stone Carat Weight': round(tcw * (solitaire ? 1 : 0.5), 2),
    City: city,
    State: st,
    Country: country,
    Rank: 1 + Math.floor(rand() * 100),
    'Image Link': `https://img.example.com/${sn}/1.jpg`,
    'Image Link 2': `https://img.example.com/${sn}/2.jpg`,
  };
}

// One defect per broken row; each must be rejected by the importer with a row-level error.
const BREAKERS = {
  'lab-grown': [
    (r) => {
      r['Stock #'] = '';
    },
    (r) => {
      r.Weight = '-1.2';
    },
    (r) => {
      r.Weight = 'heavy';
    },
    (r) => {
      r.Clarity = 'XYZ';
    },
    (r) => {
      r.Shape = '';
    },
    (r) => {
      r['Total Price'] = 'call us';
      r.Price = 'call us';
    },
    (r) => {
      r.Color = '';
      r['Fancy Color'] = '';
    },
  ],
  jewelry: [
    (r) => {
      r['Stock Number'] = '';
    },
    (r) => {
      r['Jewelry Classification'] = '';
    },
    (r) => {
      r.Metal = '';
    },
    (r) => {
      r['Total Price'] = '-5';
    },
    (r) => {
      r['Image Link'] = '';
      r['Image Link 2'] = '';
    },
  ],
};
BREAKERS.natural = BREAKERS['lab-grown'];

function csvCell(v) {
  if (v === undefined || v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const header = HEADERS[kind].split(',');
const out = [header.map(csvCell).join(',')];
const broken = [];
for (let i = 1; i <= rows; i++) {
  const row = kind === 'jewelry' ? jewelryRow(i) : diamondRow(i, kind === 'lab-grown');
  if (badRate > 0 && rand() < badRate) {
    pick(BREAKERS[kind])(row);
    broken.push(i);
  }
  out.push(header.map((h) => csvCell(row[h])).join(','));
  if (out.length >= 5000) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
}
process.stdout.write(out.length ? out.join('\n') + '\n' : '');
process.stderr.write(JSON.stringify({ kind, rows, broken: broken.length, brokenRows: broken }) + '\n');

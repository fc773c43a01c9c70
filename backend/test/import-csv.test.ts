import { describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { JEWELRY_CATEGORIES } from '../src/modules/catalog/jewelry-categories.js';
import { canonicalStyle, findStyle, JEWELRY_STYLES } from '../src/modules/catalog/jewelry-styles.js';
import { templateCsv } from '../src/modules/inventory/csv/csv-templates.js';
import { csvLine } from '../src/modules/inventory/csv/error-csv.js';
import {
  IMPORT_CATEGORIES,
  isImportCategory,
  productTypeOf,
  TEMPLATE_FILE_NAMES,
  type ImportCategory,
} from '../src/modules/inventory/csv/import-categories.js';
import { templateHeaders } from '../src/modules/inventory/csv/import-columns.js';
import { readHeader, type RowMapper } from '../src/modules/inventory/csv/row-mapper.js';
import {
  checkImportRow,
  IMAGE_LINK_MESSAGE,
  JEWELRY_STYLE_MESSAGE,
  STOCK_NUMBER_MESSAGE,
  VIDEO_LINK_MESSAGE,
} from '../src/modules/inventory/csv/row-rules.js';
import { generateFeed } from './support/inventory.js';

const parseCsv = (text: string | Buffer): string[][] =>
  parse(text, { relax_column_count: true, skip_empty_lines: true });

function mapperOf(category: ImportCategory, header: string[]): RowMapper {
  const { mapper, error } = readHeader(category, header);
  if (!mapper) throw new Error(error);
  return mapper;
}

/** A file of one category with the given header→cell rows (other template columns present and empty). */
function rowsOf(category: ImportCategory, rows: Record<string, string>[], header = templateHeaders(category)) {
  const mapper = mapperOf(category, header);
  return rows.map((row) => mapper.map(header.map((column) => row[column] ?? '')));
}
const checkOne = (category: ImportCategory, row: Record<string, string>, header?: string[]) =>
  checkImportRow(category, rowsOf(category, [row], header)[0]);

const LAB_GROWN: Record<string, string> = {
  'Stock #': 'LG-1',
  Shape: 'Round',
  Weight: '1.51',
  Clarity: 'VS1',
  Color: 'F',
  'Total Price': '2450',
  'Image Link': 'https://img.example.com/1.jpg',
};
const NATURAL: Record<string, string> = { ...LAB_GROWN, 'Stock #': 'ND-1', Shape: 'Oval', Weight: '0.9', Lab: 'GIA' };
const JEWELRY: Record<string, string> = {
  'Stock Number': 'JW-1',
  'Jewelry Style': 'Halo Engagement Ring',
  'Jewelry Classification': 'Lab Grown Diamond',
  Metal: '18K White Gold',
  'Total Price': '5200',
  'Image Link': 'https://img.example.com/ring.jpg',
};

describe('categories', () => {
  test('product types and template names', () => {
    expect(IMPORT_CATEGORIES).toEqual(['lab-grown', 'natural', 'jewelry']);
    expect(IMPORT_CATEGORIES.map(productTypeOf)).toEqual([
      ProductType.LabGrown,
      ProductType.NaturalDiamond,
      ProductType.Jewelry,
    ]);
    expect(TEMPLATE_FILE_NAMES).toEqual({
      'lab-grown': 'lab-grown-diamond-template.csv',
      natural: 'natural-diamond-template.csv',
      jewelry: 'jewelry-template.csv',
    });
    expect([isImportCategory('natural'), isImportCategory('diamond'), isImportCategory(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('header', () => {
  test('the templates have the spec’s column counts, in order', () => {
    expect(IMPORT_CATEGORIES.map((category) => templateHeaders(category).length)).toEqual([80, 82, 53]);
    const natural = templateHeaders('natural');
    expect(natural.slice(natural.indexOf('Pavilion Depth'), natural.indexOf('Pavilion Depth') + 2)).toEqual([
      'Pavilion Depth',
      'Treatment',
    ]);
    expect(natural.slice(natural.indexOf('H&A'), natural.indexOf('H&A') + 3)).toEqual(['H&A', 'Origin', 'Brand']);
    expect(templateHeaders('lab-grown').at(-1)).toBe('Growth Type');
    expect(templateHeaders('jewelry').slice(0, 3)).toEqual(['Stock Number', 'Jewelry Style', 'Jewelry Classification']);
  });

  test('headers match ignoring case, surrounding and repeated spaces and a leading BOM; columns keep the file’s text', () => {
    const header = [
      '\uFEFF  stock  # ',
      'SHAPE',
      'weight',
      ' Clarity',
      'color',
      'total   price',
      'image link',
      'Supplier Notes',
    ];
    const mapper = mapperOf('lab-grown', header);
    expect(mapper.columns).toEqual([
      '  stock  # ',
      'SHAPE',
      'weight',
      ' Clarity',
      'color',
      'total   price',
      'image link',
      'Supplier Notes',
    ]);
    expect(mapper.columnOf('specifications.stockNumber')).toBe('stock  #');
    expect(mapper.columnOf('specifications.weight')).toBe('weight');
    expect(mapper.columnOf('price')).toBe('total   price');
    expect(mapper.columnOf('specifications.fancyColor')).toBe('specifications.fancyColor');
    const mapped = mapper.map(['LG-9', 'round', '1.2', 'VS2', 'G', '1999', 'https://img.example.com/9.jpg', 'ignored']);
    expect(mapped.stockNumber).toBe('LG-9');
    expect(checkImportRow('lab-grown', mapped).errors).toEqual([]);
  });

  test('every industry alias is accepted', () => {
    const aliases: Record<string, string[]> = {
      'Stock #': [
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
      ],
      Weight: ['Size', 'Carat', 'CaratSize', 'CaratWeight', 'Ct', 'CtSize', 'CtWeight', 'Sz'],
      Color: ['Colr', 'Colour'],
      Clarity: ['Clar', 'Clearity', 'Purity'],
    };
    for (const category of ['lab-grown', 'natural'] as const) {
      for (const [header, list] of Object.entries(aliases)) {
        for (const alias of list) {
          const file = templateHeaders(category).map((name) => (name === header ? alias : name));
          const result = checkOne(
            category,
            Object.fromEntries(Object.entries(NATURAL).map(([name, cell]) => [name === header ? alias : name, cell])),
            file,
          );
          expect([alias, result.errors]).toEqual([alias, []]);
          expect(
            mapperOf(category, file).columnOf(
              `specifications.${{ 'Stock #': 'stockNumber', Weight: 'weight', Color: 'color', Clarity: 'clarity' }[header]}`,
            ),
          ).toBe(alias);
        }
      }
    }
    // The stock number aliases serve the jewelry file too.
    const jewelry = templateHeaders('jewelry').map((name) => (name === 'Stock Number' ? 'Stock #' : name));
    expect(rowsOf('jewelry', [{ ...JEWELRY, 'Stock #': 'JW-2' }], jewelry)[0].stockNumber).toBe('JW-2');
  });

  test('the first of two columns for one field wins; extra columns are ignored', () => {
    const mapper = mapperOf('lab-grown', [...templateHeaders('lab-grown'), 'Carat', 'Supplier Notes']);
    const cells = templateHeaders('lab-grown').map((name) => LAB_GROWN[name] ?? '');
    const mapped = mapper.map([...cells, '9.99', 'call Bob']);
    expect((mapped.input.specifications as Record<string, unknown>).weight).toBe('1.51');
    expect(JSON.stringify(mapped.input)).not.toContain('call Bob');
  });

  test('a file without the columns no row could pass without is refused at its header', () => {
    expect(readHeader('lab-grown', ['Shape', 'Weight', 'Clarity', 'Color', 'Price', 'Image Link'])).toEqual({
      mapper: null,
      error: "The file has no 'Stock #' column",
    });
    expect(readHeader('natural', ['Stock #', 'Shape', 'Clarity', 'Total Price', 'Image Link']).error).toBe(
      "The file has no 'Weight' column and no 'Color' or 'Fancy Color' column",
    );
    expect(readHeader('jewelry', []).error).toBe(
      "The file has no 'Stock Number' column, no 'Jewelry Style' column, no 'Jewelry Classification' column, no 'Metal' column, no 'Total Price' column and no 'Image Link' column",
    );
    // A diamond file is not a jewelry file.
    expect(readHeader('jewelry', templateHeaders('lab-grown')).mapper).toBeNull();
  });
});

describe('coded values', () => {
  const SHAPES: Record<string, string[]> = {
    Round: ['B', 'BR', 'RB', 'RD', 'RBC', 'RND', 'Round Brilliant'],
    Oval: ['O', 'OV', 'OMB'],
    Pear: ['P', 'PS', 'PSH', 'PB', 'PMB'],
    Emerald: ['E', 'EM', 'EC'],
    Princess: ['PR', 'PRN', 'PRIN', 'PN', 'PC'],
    Marquise: ['M', 'MQ', 'MQB'],
    Asscher: ['A', 'AC', 'CSS', 'CSSC'],
    Cushion: ['C', 'CU', 'CB', 'CUX', 'CUSH', 'CMB'],
    Heart: ['H', 'HS', 'HT'],
    Radiant: ['R', 'RA', 'RAD', 'RC', 'RDN'],
  };
  const GRADES: Record<string, string[]> = {
    Excellent: ['EX', 'X'],
    'Very Good': ['VG'],
    Good: ['G'],
    Fair: ['F'],
    Poor: ['P'],
    Ideal: ['I', 'ID'],
  };
  const FLUORESCENCE: Record<string, string[]> = {
    None: ['N', 'NON'],
    Faint: ['F', 'FNT'],
    Medium: ['M', 'MED'],
    Strong: ['S', 'STG'],
    'Very Strong': ['VS', 'VST'],
  };
  const specsOf = (category: ImportCategory, row: Record<string, string>) => {
    const result = checkOne(category, row);
    expect(result.errors).toEqual([]);
    return result.value!.specifications as Record<string, Record<string, unknown>>;
  };

  test.each(['lab-grown', 'natural'] as const)(
    '%s: shape, cut, polish, symmetry and fluorescence codes in any case',
    (category) => {
      const base = category === 'natural' ? NATURAL : LAB_GROWN;
      for (const [word, codes] of Object.entries(SHAPES)) {
        for (const code of [...codes, codes[0].toLowerCase(), word.toUpperCase()])
          expect([code, specsOf(category, { ...base, Shape: code }).shape]).toEqual([code, word]);
      }
      for (const [word, codes] of Object.entries(GRADES)) {
        for (const code of [...codes, codes[0].toLowerCase()]) {
          const specs = specsOf(category, { ...base, 'Cut Grade': code, Polish: code, Symmetry: code });
          expect([code, specs.cutGrade, specs.polish, specs.symmetry]).toEqual([code, word, word, word]);
        }
      }
      for (const [word, codes] of Object.entries(FLUORESCENCE)) {
        for (const code of [...codes, codes[1].toLowerCase()])
          expect([code, specsOf(category, { ...base, 'Fluorescence Intensity': code }).fluorescenceIntensity]).toEqual([
            code,
            word,
          ]);
      }
    },
  );

  test('jewelry center and side stones: shape, cut, polish, symmetry and fluorescence codes', () => {
    const specs = specsOf('jewelry', {
      ...JEWELRY,
      'Center Stone Shape': 'RBC',
      'Side Stone Shape': 'mq',
      'Center Stone Cut': 'EX',
      'Center Stone Polish': 'vg',
      'Center Stone Symmetry': 'Excellent',
      'Center Stone Fluorescence': 'FNT',
    });
    expect(specs.centerStone).toEqual({
      shape: 'Round',
      cut: 'Excellent',
      polish: 'VERY GOOD',
      symmetry: 'EXCELLENT',
      fluorescence: 'Faint',
    });
    expect(specs.sideStone).toEqual({ shape: 'Marquise' });
  });

  test('an unknown code is kept as written, so the rule names it', () => {
    expect(checkOne('lab-grown', { ...LAB_GROWN, Shape: 'ZZ' }).errors).toEqual([
      { field: 'Shape', error: expect.stringContaining('Shape must be one of') },
    ]);
  });
});

describe('CSV text', () => {
  test('BOM, CRLF and quoted cells with commas, quotes and line breaks parse and map', () => {
    const header = [
      'Stock #',
      'Shape',
      'Weight',
      'Clarity',
      'Color',
      'Total Price',
      'Image Link',
      'Member Comments',
      'Tags',
    ];
    const text = `\uFEFF${header.join(',')}\r\nLG-7,RD,1.01,VS1,E,"3,450",https://img.example.com/7.jpg,"Eye clean, ""bright""\r\nand lively","round, lab-grown"\r\n`;
    const [head, ...rows] = parseCsv(Buffer.from(text, 'utf8'));
    expect(head[0]).toBe('\uFEFFStock #');
    const mapper = mapperOf('lab-grown', head);
    expect(mapper.columns[0]).toBe('Stock #');
    expect(rows).toHaveLength(1);
    const { value, errors } = checkImportRow('lab-grown', mapper.map(rows[0]));
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      description: 'Eye clean, "bright"\r\nand lively',
      price: 3450,
      tags: ['round', 'lab-grown'],
    });
  });

  test('csvLine quotes by RFC 4180 and defuses formula cells, with a CRLF line end', () => {
    expect(csvLine(['LG-1', 'a,b', 'say "hi"', 'two\nlines', '=SUM(A1)', '+1', '-5', '@x', '\tx', ''])).toBe(
      // Plain numbers (a negative discount) stay numbers, so a fixed error file imports again.
      `LG-1,"a,b","say ""hi""","two\nlines",'=SUM(A1),+1,-5,'@x,'\tx,\r\n`,
    );
    expect(parseCsv(csvLine(['a,b', 'say "hi"']) + csvLine(['c', 'd']))).toEqual([
      ['a,b', 'say "hi"'],
      ['c', 'd'],
    ]);
  });
});

describe('derived name, description and price (decisions.md Imports)', () => {
  const valueOf = (category: ImportCategory, row: Record<string, string>) => {
    const result = checkOne(category, row);
    expect(result.errors).toEqual([]);
    return result.value!;
  };

  test('name: Short Title, else generated', () => {
    expect(valueOf('lab-grown', { ...LAB_GROWN, 'Short Title': 'Bright round' }).name).toBe('Bright round');
    expect(valueOf('lab-grown', { ...LAB_GROWN, Shape: 'BR' }).name).toBe('1.51 Carat Round Lab-Grown Diamond');
    expect(valueOf('natural', NATURAL).name).toBe('0.9 Carat Oval Natural Diamond');
    expect(
      valueOf('jewelry', { ...JEWELRY, 'Jewelry Style': 'halo engagement ring', Metal: '18k white gold' }).name,
    ).toBe('Halo Engagement Ring in 18K White Gold');
    expect(valueOf('jewelry', { ...JEWELRY, 'Short Title': 'The Aurora' }).name).toBe('The Aurora');
  });

  test('description: Member Comments / Comments, else generated from the grades', () => {
    expect(valueOf('lab-grown', { ...LAB_GROWN, 'Member Comments': 'Lively.' }).description).toBe('Lively.');
    expect(
      valueOf('natural', { ...NATURAL, 'Cut Grade': 'EX', Polish: 'VG', Symmetry: 'G', 'Fluorescence Intensity': 'N' })
        .description,
    ).toBe(
      '0.9 Carat Oval Natural Diamond, color F, clarity VS1, Excellent cut, Very Good polish, Good symmetry, fluorescence None, certified by GIA.',
    );
    expect(
      valueOf('lab-grown', { ...LAB_GROWN, Color: '', 'Fancy Color': 'Yellow', 'Fancy Color Intensity': 'Vivid' })
        .description,
    ).toBe('1.51 Carat Round Lab-Grown Diamond, fancy color Vivid Yellow, clarity VS1.');
    expect(valueOf('jewelry', { ...JEWELRY, Comments: 'Hand made.' }).description).toBe('Hand made.');
    expect(
      valueOf('jewelry', {
        ...JEWELRY,
        'Total Carat Weight': '1.25',
        'Center Stone Shape': 'OV',
        'Center Gemstone Type': 'Diamond',
        'Center Stone Carat Weight': '0.75',
        'Center Stone Color': 'F',
        'Total Number of Stones': '25',
      }).description,
    ).toBe(
      'Halo Engagement Ring in 18K White Gold, Lab Grown Diamond, 1.25 ct total weight, Oval Diamond center stone of 0.75 ct, color F, 25 stones.',
    );
  });

  test('price: Total Price, else Price per carat × weight; Price kept as pricePerCarat; neither → Valid price is required', () => {
    const both = valueOf('lab-grown', { ...LAB_GROWN, Price: '1690' });
    expect([both.price, both.specifications.totalPrice, both.specifications.pricePerCarat]).toEqual([2450, 2450, 1690]);
    const perCarat = valueOf('lab-grown', { ...LAB_GROWN, 'Total Price': '', Price: '$1,690' });
    expect([perCarat.price, perCarat.specifications.totalPrice]).toEqual([2551.9, undefined]);
    expect(checkOne('lab-grown', { ...LAB_GROWN, 'Total Price': '' }).errors).toEqual([
      { field: 'Total Price', error: 'Valid price is required' },
    ]);
    const onlyPerCarat = templateHeaders('lab-grown').filter((name) => name !== 'Total Price');
    expect(checkOne('lab-grown', { ...LAB_GROWN, 'Total Price': '' }, onlyPerCarat).errors).toEqual([
      { field: 'Price', error: 'Valid price is required' },
    ]);
    expect(checkOne('jewelry', { ...JEWELRY, 'Total Price': '' }).errors).toEqual([
      { field: 'Total Price', error: 'Valid price is required' },
    ]);
  });

  test('empty cells are left out; location, tags, brand and the VDB fields land where the add form puts them', () => {
    const [mapped] = rowsOf('natural', [
      {
        ...NATURAL,
        City: 'Antwerp',
        Country: 'Belgium',
        Tags: 'oval, gia',
        Brand: 'House',
        'H&A': 'Yes',
        'Certificate #': '123',
        Featured: 'Yes',
        Origin: 'Canada',
      },
    ]);
    expect(mapped.input).toEqual({
      productType: ProductType.NaturalDiamond,
      specifications: {
        stockNumber: 'ND-1',
        shape: 'Oval',
        weight: '0.9',
        clarity: 'VS1',
        color: 'F',
        totalPrice: '2450',
        lab: 'GIA',
        certificateNumber: '123',
        heartsAndArrows: 'Yes',
        origin: 'Canada',
        location: { city: 'Antwerp', country: 'Belgium' },
        featured: 'Yes',
      },
      imageLinks: ['https://img.example.com/1.jpg'],
      tags: 'oval, gia',
      brand: 'House',
      name: '0.9 Carat Oval Natural Diamond',
      description: '0.9 Carat Oval Natural Diamond, color F, clarity VS1, certified by GIA.',
      price: '2450',
    });
    const { value } = checkImportRow('natural', mapped);
    expect(value!.featured).toBeUndefined();
    expect(value).toMatchObject({
      brand: 'House',
      tags: ['oval', 'gia'],
      specifications: { featured: 'Yes', location: { city: 'Antwerp', country: 'Belgium' } },
    });
  });
});

describe('jewelry', () => {
  test('the 35 styles, each with a shop category', () => {
    expect(JEWELRY_STYLES).toHaveLength(35);
    for (const style of JEWELRY_STYLES) expect(JEWELRY_CATEGORIES).toContain(style.category);
    expect(canonicalStyle(' men’s   WEDDING band ')).toBe("Men's Wedding Band");
    expect(canonicalStyle('Pendant')).toBeUndefined();
    expect(findStyle('tennis bracelet')).toEqual({ name: 'Tennis Bracelet', category: 'Tennis Bracelet' });
  });

  test('the style sets the category and, where obvious, the sub-category; it is stored canonical', () => {
    const specsOf = (style: string) =>
      checkOne('jewelry', { ...JEWELRY, 'Jewelry Style': style }).value!.specifications;
    expect(specsOf('SOLITAIRE ENGAGEMENT RING')).toMatchObject({
      jewelryStyle: 'Solitaire Engagement Ring',
      jewelryCategory: 'Engagement Ring',
      jewelrySubCategory: 'Solitaire Ring',
    });
    expect(specsOf('eternity wedding band')).toMatchObject({ jewelryCategory: 'Eternity Band' });
    expect(specsOf('Pearl Pendant')).toMatchObject({ jewelryCategory: 'Pendant' });
    expect(specsOf('Chandelier Earrings').jewelrySubCategory).toBeUndefined();
    for (const style of JEWELRY_STYLES)
      expect(specsOf(style.name.toLowerCase())).toMatchObject({
        jewelryStyle: style.name,
        jewelryCategory: style.category,
      });
  });

  test('an unknown style is refused; no style leaves the category missing', () => {
    expect(checkOne('jewelry', { ...JEWELRY, 'Jewelry Style': 'Pendant' }).errors).toEqual([
      { field: 'Jewelry Style', error: JEWELRY_STYLE_MESSAGE },
    ]);
    expect(checkOne('jewelry', { ...JEWELRY, 'Jewelry Style': '' }).errors).toEqual([
      { field: 'Jewelry Style', error: 'Jewelry category is required' },
    ]);
  });

  test('every jewelry column lands in the add form’s field', () => {
    const header = templateHeaders('jewelry');
    const row = Object.fromEntries(header.map((name, index) => [name, `v${index}`]));
    const { input } = rowsOf('jewelry', [row])[0];
    const specs = input.specifications as Record<string, Record<string, string>>;
    const at = (name: string) => row[name];
    expect(specs.centerStone).toMatchObject({
      certNum: at('Center Stone Cert Number'),
      gemType: at('Center Gemstone Type'),
      measDepth: at('Center Stone Meas Depth'),
      table: at('Center Stone Table'),
    });
    expect(specs.sideStone).toEqual({
      type: at('Side Stone Type'),
      gemType: at('Side Stone GemType'),
      totalStones: at('Side Stone Total Stone'),
      shape: at('Side Stone Shape'),
      caratWeight: at('Side Stone Size'),
      color: at('Side Stone Color'),
      clarity: at('Side Stone Clarity'),
      fancyColor: at('Side Stone FancyColorDominant Color'),
      fancyColorIntensity: at('Side Stone FancyColor Intensity'),
    });
    expect(specs).toMatchObject({
      rank: at('Rank'),
      mount: at('Mount'),
      certificateUrl: at('Certificate Url'),
      totalNumberOfStones: at('Total Number of Stones'),
      location: { city: at('City') },
    });
    expect(Object.keys(specs.centerStone)).toHaveLength(21);
    expect(input).toMatchObject({
      brand: at('Brand'),
      videoUrl: at('Video Link'),
      imageLinks: header.filter((name) => name.startsWith('Image Link')).map(at),
    });
  });
});

describe("the import's own row rules", () => {
  test('stock number format', () => {
    for (const good of ['LG-1', 'a_b.c/d', 'X'.repeat(40)])
      expect(checkOne('lab-grown', { ...LAB_GROWN, 'Stock #': good }).errors).toEqual([]);
    for (const bad of ['LG 1', 'LG#1', 'X'.repeat(41), 'ÅB-1']) {
      expect(checkOne('lab-grown', { ...LAB_GROWN, 'Stock #': bad }).errors).toEqual([
        { field: 'Stock #', error: STOCK_NUMBER_MESSAGE },
      ]);
    }
    expect(checkOne('jewelry', { ...JEWELRY, 'Stock Number': 'JW 1' }).errors).toEqual([
      { field: 'Stock Number', error: STOCK_NUMBER_MESSAGE },
    ]);
  });

  test('every Image Link and the Video Link must be an http(s) address, named by its column', () => {
    const result = checkOne('lab-grown', {
      ...LAB_GROWN,
      'Image Link 3': 'ftp://img.example.com/3.jpg',
      'Image Link 6': 'img.jpg',
      'Video Link': 'https://',
    });
    expect(result).toEqual({
      value: null,
      errors: [
        { field: 'Image Link 3', error: IMAGE_LINK_MESSAGE },
        { field: 'Image Link 6', error: IMAGE_LINK_MESSAGE },
        { field: 'Video Link', error: VIDEO_LINK_MESSAGE },
      ],
    });
    expect(checkOne('jewelry', { ...JEWELRY, 'Image Link': 'http://img.example.com/a b.jpg?x=1' }).errors).toEqual([]);
    expect(
      checkOne('jewelry', { ...JEWELRY, 'Image Link': '', 'Image Link 2': 'https://img.example.com/2.jpg' }).value!
        .imageLinks,
    ).toEqual(['https://img.example.com/2.jpg']);
    expect(checkOne('jewelry', { ...JEWELRY, 'Image Link': '' }).errors).toEqual([
      { field: 'Image Link', error: 'At least one image (file or URL) is required' },
    ]);
  });

  test('errors name the file’s columns, one message each', () => {
    const header = templateHeaders('lab-grown').map((name) => (name === 'Weight' ? 'Carat' : name));
    expect(
      checkOne('lab-grown', { ...LAB_GROWN, Carat: 'heavy', Color: '', 'Total Price': 'call us' }, header).errors,
    ).toEqual([
      { field: 'Total Price', error: 'Valid price is required' },
      { field: 'Carat', error: 'Weight must be a number' },
      { field: 'Color', error: 'Either Color or Fancy Color is required' },
      { field: 'Fancy Color', error: 'Either Color or Fancy Color is required' },
    ]);
  });
});

describe('templates', () => {
  test.each(IMPORT_CATEGORIES)('%s: header + example row, CRLF, no BOM; parses back and its row passes', (category) => {
    const text = templateCsv(category);
    expect(text.startsWith('\uFEFF')).toBe(false);
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, example, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(header).toEqual(templateHeaders(category));
    const { mapper, error } = readHeader(category, header);
    expect(error).toBeUndefined();
    expect(checkImportRow(category, mapper!.map(example)).errors).toEqual([]);
  });
});

describe('gen-inventory feeds: exactly the broken rows are refused', () => {
  test.each(IMPORT_CATEGORIES)('%s, 2,000 rows', (category) => {
    const feed = generateFeed(category, 2000, { seed: 11, badRate: 0.05 });
    expect(feed.brokenRows.length).toBeGreaterThan(50);
    const [header, ...rows] = parseCsv(feed.text);
    const mapper = mapperOf(category, header);
    const refused: number[] = [];
    rows.forEach((cells, index) => {
      const { value, errors } = checkImportRow(category, mapper.map(cells));
      if (!value) refused.push(index + 1);
      expect(value === null).toBe(errors.length > 0);
    });
    expect(refused).toEqual(feed.brokenRows);
  });
});

describe('a feed of supplier size', () => {
  // How fast rows map and check is a benchmark's question (npm run bench:import), never a timed test.
  test('20,000 lab-grown rows map and check, each on its own', () => {
    const [header, ...rows] = parseCsv(generateFeed('lab-grown', 20_000, { seed: 5, badRate: 0.01 }).text);
    const mapper = mapperOf('lab-grown', header);
    let passed = 0;
    for (const cells of rows) if (checkImportRow('lab-grown', mapper.map(cells)).value) passed += 1;
    expect(passed).toBeGreaterThan(19_000);
    expect(passed).toBeLessThan(20_000);
  });
});

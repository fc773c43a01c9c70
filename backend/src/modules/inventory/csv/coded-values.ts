import { FLUORESCENCE, GRADES, JEWELRY_SHAPES, SHAPES } from '../../catalog/index.js';

/**
 * Diamond feeds write shapes, grades and fluorescence as trade codes (spec csv-templates.md). These
 * turn a code, or the word itself in any case, into the canonical word; anything else is returned
 * as written so the product rules can name the bad value.
 */

type Codes = Record<string, readonly string[]>;

const SHAPE_CODES: Codes = {
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
const GRADE_CODES: Codes = {
  Excellent: ['EX', 'X'],
  'Very Good': ['VG'],
  Good: ['G'],
  Fair: ['F'],
  Poor: ['P'],
  Ideal: ['I', 'ID'],
};
const FLUORESCENCE_CODES: Codes = {
  None: ['N', 'NON'],
  Faint: ['F', 'FNT'],
  Medium: ['M', 'MED'],
  Strong: ['S', 'STG'],
  'Very Strong': ['VS', 'VST'],
};

/** Keyed by the upper-case text: one Map lookup per cell, no per-row regular expressions. */
function lookup(words: readonly string[], codes: Codes): Map<string, string> {
  const map = new Map<string, string>();
  for (const word of words) map.set(word.toUpperCase(), word);
  for (const [word, list] of Object.entries(codes)) for (const code of list) map.set(code.toUpperCase(), word);
  return map;
}

const SHAPE_WORDS = lookup([...new Set([...SHAPES, ...JEWELRY_SHAPES])], SHAPE_CODES);
const GRADE_WORDS = lookup(GRADES, GRADE_CODES);
const FLUORESCENCE_WORDS = lookup(FLUORESCENCE, FLUORESCENCE_CODES);

export const shapeOf = (text: string): string => SHAPE_WORDS.get(text.toUpperCase()) ?? text;
export const gradeOf = (text: string): string => GRADE_WORDS.get(text.toUpperCase()) ?? text;
export const fluorescenceOf = (text: string): string => FLUORESCENCE_WORDS.get(text.toUpperCase()) ?? text;
/** The jewelry add form writes the center stone's polish and symmetry in capitals ('VERY GOOD'). */
export const stoneGradeOf = (text: string): string => GRADE_WORDS.get(text.toUpperCase())?.toUpperCase() ?? text;

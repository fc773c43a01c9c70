import type { ArtMetal, ArtTint } from './art-description.js';

/** Four shades of each stone colour, deepest first: pavilion shadow, crown, table, flash. */
export const TINT_SHADES: Record<ArtTint, readonly [string, string, string, string]> = {
  white: ['#4b596c', '#8393a8', '#b5c2d2', '#eef2f6'],
  yellow: ['#8a6410', '#c99a22', '#eccb62', '#fbf0c4'],
  pink: ['#8c3d5c', '#c56d8e', '#e9a8c0', '#fbe3ec'],
  red: ['#5e0a18', '#9c1428', '#d0394e', '#f5a0aa'],
  blue: ['#0e2361', '#1d3f9a', '#4a6fd0', '#a9c0f2'],
  green: ['#0b4a2c', '#17794a', '#3fae78', '#a6e3c2'],
  peach: ['#a85f4a', '#d99580', '#f1c2ae', '#fde9df'],
};

/** Four shades of each metal, darkest first, for its polished gradient. */
export const METAL_SHADES: Record<ArtMetal, readonly [string, string, string, string]> = {
  'yellow-gold': ['#8f6a1c', '#d4a93f', '#f3d98a', '#fff6d8'],
  'white-gold': ['#7d838c', '#c4c9d0', '#e9ecef', '#ffffff'],
  'rose-gold': ['#9c5a48', '#d89a84', '#f8d6c8', '#fff0ea'],
  platinum: ['#5f656e', '#a3a9b2', '#d2d6dc', '#f1f3f6'],
  silver: ['#7a7f86', '#b9bec4', '#e3e6ea', '#ffffff'],
};

/** Studio backdrops, light enough for any stone or metal in front of them: [centre, edge]. */
export const BACKDROPS: ReadonlyArray<readonly [string, string]> = [
  ['#ffffff', '#efe9df'],
  ['#ffffff', '#e6ebf0'],
  ['#fffdfb', '#f1e4e4'],
  ['#fdfffd', '#e3ece6'],
  ['#ffffff', '#ece6f1'],
  ['#fffefa', '#ebe6d6'],
];

import type { Random } from '../random.js';
import type { ArtShape, ArtTint } from './art-description.js';
import { TINT_SHADES } from './art-palettes.js';

type Point = readonly [number, number];

const TAU = 2 * Math.PI;
const f = (n: number) => Math.round(n * 10) / 10;

/** Points spread evenly along a closed polygon, starting at its first corner. */
function alongPolygon(corners: Point[], count: number): Point[] {
  const edges = corners.map((from, i) => [from, corners[(i + 1) % corners.length]] as const);
  const lengths = edges.map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const points: Point[] = [];
  for (let k = 0; k < count; k++) {
    let at = (k / count) * total;
    let edge = 0;
    while (at > lengths[edge]) at -= lengths[edge++];
    const [a, b] = edges[edge];
    const t = at / lengths[edge];
    points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return points;
}

/** A rectangle `w`×`h` (half sizes) with its corners cut by `cut`, clockwise from the top left. */
const cutCorners = (w: number, h: number, cut: number): Point[] => [
  [-w + cut, -h], [w - cut, -h], [w, -h + cut], [w, h - cut], [w - cut, h], [-w + cut, h], [-w, h - cut], [-w, -h + cut],
];

const around = (count: number, at: (t: number) => Point): Point[] => Array.from({ length: count }, (_, k) => at((k / count) * TAU));

/** Each cut's outline, about 1 across its longer half, point or notch upward (y grows downward). */
const OUTLINES: Record<ArtShape, (count: number) => Point[]> = {
  round: (n) => around(n, (t) => [Math.sin(t), -Math.cos(t)]),
  oval: (n) => around(n, (t) => [0.7 * Math.sin(t), -Math.cos(t)]),
  cushion: (n) =>
    around(n, (t) => {
      const c = Math.cos(t);
      const s = Math.sin(t);
      return [0.92 * Math.sign(s) * Math.abs(s) ** 0.6, -Math.sign(c) * Math.abs(c) ** 0.6];
    }),
  princess: (n) => alongPolygon([[-0.85, -0.85], [0.85, -0.85], [0.85, 0.85], [-0.85, 0.85]], n),
  asscher: (n) => alongPolygon(cutCorners(0.85, 0.85, 0.26), n),
  emerald: (n) => alongPolygon(cutCorners(0.64, 0.96, 0.2), n),
  radiant: (n) => alongPolygon(cutCorners(0.74, 0.96, 0.14), n),
  baguette: (n) => alongPolygon(cutCorners(0.4, 0.96, 0.01), n),
  // A tear: the point up, the round end down.
  pear: (n) => around(n, (t) => [0.78 * Math.sin(t) * Math.sin(t / 2), -Math.cos(t) * 1.02]),
  // Two arcs of a circle meeting in points at the top and bottom.
  marquise: (n) =>
    around(n, (t) => {
      const phi = Math.asin(0.8) * -Math.cos(t);
      const side = Math.sin(t) >= 0 ? 1 : -1;
      return [side * (1.25 * Math.cos(phi) - 0.75), 1.25 * Math.sin(phi)];
    }),
  heart: (n) =>
    around(n, (t) => [
      Math.sin(t) ** 3,
      -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) / 16 - 0.2,
    ]),
};

/** Step cuts show concentric steps; the others, brilliant facets. */
const STEP_CUTS = new Set<ArtShape>(['emerald', 'asscher', 'baguette']);

const polygon = (points: Point[], fill: string) => `<path fill="${fill}" d="M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z"/>`;
const scaled = (points: Point[], by: number): Point[] => points.map(([x, y]) => [x * by, y * by]);

export interface StoneLook {
  /** Where the light comes from, in radians. */
  light: number;
  /** Facets around the girdle (brilliants) and the table's share of the stone. */
  facets: number;
  table: number;
}

/** A stone's look from the picture's seed: light, facet count and table size vary from product to product. */
export const stoneLook = (random: Random): StoneLook => ({
  light: random.between(0, TAU),
  facets: random.pick([24, 32, 40, 48]),
  table: random.between(0.5, 0.62),
});

/** The shade of a facet facing `angle`: brighter toward the light. */
function shadeOf(shades: readonly string[], angle: number, look: StoneLook, odd: boolean): string {
  const lit = (1 + Math.cos(angle - look.light)) / 2;
  return shades[Math.min(3, Math.floor(lit * 3) + (odd ? 1 : 0))];
}

/** The stone seen from above, `size` pixels across its longer half, centred on 0 0 (place it with a transform). */
export function drawStone(shape: ArtShape, tint: ArtTint, size: number, look: StoneLook): string {
  const shades = TINT_SHADES[tint];
  const outline = scaled(OUTLINES[shape](STEP_CUTS.has(shape) ? 64 : look.facets), size);
  const parts: string[] = [polygon(outline, shades[1])];
  if (STEP_CUTS.has(shape)) {
    // Steps toward the table, alternately catching and losing the light.
    for (const [k, by] of [0.84, 0.68, look.table].entries()) parts.push(polygon(scaled(outline, by), shades[k % 2 === 0 ? 2 : 0]));
    parts.push(polygon(scaled(outline, look.table * 0.8), shades[3]));
  } else {
    const table = scaled(outline, look.table);
    outline.forEach((point, i) => {
      const next = outline[(i + 1) % outline.length];
      const angle = Math.atan2(point[1] + next[1], point[0] + next[0]);
      parts.push(polygon([point, next, table[i]], shadeOf(shades, angle, look, i % 2 === 0)));
      parts.push(polygon([next, table[(i + 1) % table.length], table[i]], shadeOf(shades, angle + Math.PI / 2, look, i % 2 === 1)));
    });
    parts.push(polygon(table, shades[2]));
    // The star under the table: every other point to the centre.
    table.forEach((point, i) => {
      if (i % 2 === 0) parts.push(polygon([[0, 0], point, table[(i + 1) % table.length]], shadeOf(shades, Math.atan2(point[1], point[0]), look, true)));
    });
  }
  return `<g stroke="#fff" stroke-opacity=".5" stroke-width=".8" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** Points on the stone's outline, for prongs and halos: `count` of them, `by` times its size. */
export function outlinePoints(shape: ArtShape, size: number, count: number, by = 1): Point[] {
  return scaled(OUTLINES[shape](count), size * by);
}

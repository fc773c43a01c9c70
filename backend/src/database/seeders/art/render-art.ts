import { createHash } from 'node:crypto';
import { Random } from '../random.js';
import { type ArtDescription, type ArtPiece, artTitle } from './art-description.js';
import { BACKDROPS, METAL_SHADES } from './art-palettes.js';
import { drawStone, outlinePoints, type StoneLook, stoneLook } from './stone-art.js';

const f = (n: number) => Math.round(n * 10) / 10;
const at = (x: number, y: number, content: string, rotate = 0) => `<g transform="translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ''}">${content}</g>`;
const METAL = 'url(#metal)';

/** What one picture needs to draw its parts: the description, its seeded look and its randomness. */
interface Scene {
  art: ArtDescription;
  look: StoneLook;
  random: Random;
}

/** The main stone, or a small colourless diamond where the piece has none. */
function stone({ art, look }: Scene, x: number, y: number, size: number, rotate = 0): string {
  return at(x, y, drawStone(art.stone?.shape ?? 'round', art.stone?.tint ?? 'white', size, look), rotate);
}

/** Small round accent diamonds, always colourless. */
const accent = (scene: Scene, x: number, y: number, size: number) => at(x, y, drawStone('round', 'white', size, { ...scene.look, facets: 16 }));

/** A stone held by four metal prongs on its outline. */
function setStone(scene: Scene, x: number, y: number, size: number): string {
  const prongs = outlinePoints(scene.art.stone?.shape ?? 'round', size, 4, 1.02)
    .map(([px, py]) => `<circle cx="${f(x + px)}" cy="${f(y + py)}" r="${f(Math.max(2.5, size / 11))}" fill="${METAL}"/>`)
    .join('');
  return stone(scene, x, y, size) + prongs;
}

/** A ring seen from the front and a little above: a band as an ellipse. */
function band(scene: Scene, thickness: number): string {
  const ry = scene.random.between(36, 50);
  return `<ellipse cx="200" cy="270" rx="118" ry="${f(ry)}" fill="none" stroke="${METAL}" stroke-width="${f(thickness)}"/>` +
    `<ellipse cx="200" cy="270" rx="118" ry="${f(ry)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-dasharray="120 40"/>`;
}

/** `count` points along the front of the band's ellipse, from `from` to `to` (radians, 0 = the front). */
const alongBand = (count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, k) => from + ((to - from) * (k + 0.5)) / count).map((t) => [200 + 118 * Math.sin(t), 270 + 44 * Math.cos(t)] as const);

function ring(scene: Scene, extra: 'halo' | 'three' | 'side' | 'none'): string {
  const size = scene.random.between(52, 62);
  const parts = [band(scene, scene.random.between(10, 14)), `<path d="M176 232L188 ${f(150 + size)}M224 232L212 ${f(150 + size)}" stroke="${METAL}" stroke-width="7"/>`];
  if (extra === 'halo') {
    parts.push(outlinePoints(scene.art.stone?.shape ?? 'round', size, 20, 1.3).map(([x, y]) => accent(scene, 200 + x, 150 + y, 8)).join(''));
  }
  if (extra === 'three') parts.push(accent(scene, 200 - size * 1.55, 168, size * 0.5), accent(scene, 200 + size * 1.55, 168, size * 0.5));
  if (extra === 'side') parts.push(alongBand(10, Math.PI * 0.55, Math.PI * 0.95).concat(alongBand(10, -Math.PI * 0.95, -Math.PI * 0.55)).map(([x, y]) => accent(scene, x, y, 6)).join(''));
  parts.push(setStone(scene, 200, 150, size));
  return parts.join('');
}

function earrings(scene: Scene, style: 'stud' | 'drop' | 'hoop'): string {
  return [128, 272]
    .map((x) => {
      if (style === 'stud') return setStone(scene, x, 200, scene.random.between(46, 56));
      if (style === 'hoop') {
        const r = scene.random.between(56, 66);
        const stones = Array.from({ length: 7 }, (_, k) => (Math.PI * (k + 2)) / 10).map((t) => accent(scene, x + r * Math.cos(t), 200 + r * Math.sin(t), 6)).join('');
        return `<circle cx="${x}" cy="200" r="${f(r)}" fill="none" stroke="${METAL}" stroke-width="9"/>${stones}`;
      }
      // A hook, a small accent, a link, and the stone hanging below it.
      const size = scene.random.between(38, 46);
      return `<path d="M${x - 14} 92a14 14 0 1 1 14 14v28" fill="none" stroke="${METAL}" stroke-width="4"/>` +
        accent(scene, x, 146, 10) + `<path d="M${x} 158V${f(246 - size)}" stroke="${METAL}" stroke-width="4"/>` + setStone(scene, x, 250, size);
    })
    .join('');
}

/** A chain hanging in a curve from the top corners, lowest at `low`. */
const chain = (low: number, width = 4) => `<path d="M40 20Q200 ${f(low * 2 - 20)} 360 20" fill="none" stroke="${METAL}" stroke-width="${width}" stroke-dasharray="7 3"/>`;
/** A point on that chain, `t` from 0 (left end) to 1 (right end). */
const onChain = (t: number, low: number) => [40 + 320 * t, (1 - t) ** 2 * 20 + 2 * (1 - t) * t * (low * 2 - 20) + t * t * 20] as const;

function necklace(scene: Scene, kind: 'pendant' | 'line' | 'lariat'): string {
  const low = kind === 'line' ? scene.random.between(250, 290) : scene.random.between(190, 215);
  if (kind === 'pendant') {
    const size = scene.random.between(50, 58);
    return chain(low) + `<rect x="192" y="${f(low - 4)}" width="16" height="22" rx="6" fill="none" stroke="${METAL}" stroke-width="4"/>` + setStone(scene, 200, low + 22 + size, size);
  }
  if (kind === 'lariat') {
    const size = scene.random.between(34, 42);
    return chain(low) + `<path d="M200 ${f(low)}V${f(low + 100 - size)}" stroke="${METAL}" stroke-width="4" stroke-dasharray="7 3"/>` + setStone(scene, 200, low + 100, size);
  }
  const count = scene.random.int(15, 21);
  const stones = Array.from({ length: count }, (_, k) => onChain(0.2 + (0.6 * k) / (count - 1), low)).map(([x, y]) => stone(scene, x, y, 9)).join('');
  return chain(low, 6) + stones;
}

/** A bracelet lying flat, seen from above at a slant: an ellipse. */
function bracelet(scene: Scene, kind: 'tennis' | 'links' | 'bangle' | 'cuff'): string {
  const ry = scene.random.between(74, 92);
  const around = (count: number) => Array.from({ length: count }, (_, k) => (k / count) * 2 * Math.PI).map((t) => [200 + 140 * Math.cos(t), 205 + ry * Math.sin(t), t] as const);
  if (kind === 'tennis') {
    return `<ellipse cx="200" cy="205" rx="140" ry="${f(ry)}" fill="none" stroke="${METAL}" stroke-width="18"/>` + around(30).map(([x, y]) => stone(scene, x, y, 8)).join('');
  }
  if (kind === 'links') {
    return around(22).map(([x, y, t]) => at(x, y, `<ellipse rx="14" ry="8" fill="none" stroke="${METAL}" stroke-width="5"/>`, (t * 180) / Math.PI + 90)).join('');
  }
  if (kind === 'cuff') {
    return `<path d="M${f(200 - 140 * Math.cos(0.5))} ${f(205 - ry * Math.sin(0.5))}A140 ${f(ry)} 0 1 0 ${f(200 + 140 * Math.cos(0.5))} ${f(205 - ry * Math.sin(0.5))}" fill="none" stroke="${METAL}" stroke-width="30" stroke-linecap="round"/>`;
  }
  const front = around(30).filter(([, y]) => y > 205 + ry * 0.5);
  return `<ellipse cx="200" cy="205" rx="140" ry="${f(ry)}" fill="none" stroke="${METAL}" stroke-width="16"/>` +
    (scene.art.stone ? front.map(([x, y]) => stone(scene, x, y, 6)).join('') : '');
}

const PIECES: Record<ArtPiece, (scene: Scene) => string> = {
  'loose-stone': (scene) =>
    `<ellipse cx="200" cy="352" rx="120" ry="14" fill="url(#shadow)"/>` + stone(scene, 200, 190, scene.random.between(118, 136), scene.random.between(-8, 8)),
  'solitaire-ring': (scene) => ring(scene, 'none'),
  'halo-ring': (scene) => ring(scene, 'halo'),
  'three-stone-ring': (scene) => ring(scene, 'three'),
  'side-stone-ring': (scene) => ring(scene, 'side'),
  band: (scene) => band(scene, scene.random.between(14, 28)),
  'stone-band': (scene) => band(scene, 14) + alongBand(scene.random.int(9, 13), -Math.PI * 0.45, Math.PI * 0.45).map(([x, y]) => stone(scene, x, y, 9)).join(''),
  'stud-earrings': (scene) => earrings(scene, 'stud'),
  'drop-earrings': (scene) => earrings(scene, 'drop'),
  'hoop-earrings': (scene) => earrings(scene, 'hoop'),
  pendant: (scene) => necklace(scene, 'pendant'),
  'stone-necklace': (scene) => necklace(scene, 'line'),
  'lariat-necklace': (scene) => necklace(scene, 'lariat'),
  'tennis-bracelet': (scene) => bracelet(scene, 'tennis'),
  'link-bracelet': (scene) => bracelet(scene, 'links'),
  bangle: (scene) => bracelet(scene, 'bangle'),
  cuff: (scene) => bracelet(scene, 'cuff'),
};

/** The seed of a picture's variation: the product's stock number, hashed. */
const seedOf = (variant: string) => createHash('sha1').update(variant).digest().readUInt32BE(0);

/**
 * The picture an address describes, as SVG: the piece in its metal, with its stone's cut and colour,
 * on a backdrop. Backdrop, light, facets, proportions and angles vary with the stock number, so two
 * products of one kind never share a picture.
 */
export function renderArt(art: ArtDescription): string {
  const random = new Random(seedOf(art.variant));
  const [centre, edge] = random.pick(BACKDROPS);
  const metal = art.metal ? METAL_SHADES[art.metal] : METAL_SHADES['white-gold'];
  const slant = random.between(0.2, 0.8);
  const scene: Scene = { art, look: stoneLook(random), random };
  const title = artTitle(art).replace(/[<&]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"><title>${title}</title><defs>` +
    `<radialGradient id="bg" cx="${f(random.between(0.4, 0.6))}" cy="${f(random.between(0.35, 0.5))}" r=".8"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#5a4a3a" stop-opacity=".28"/><stop offset="1" stop-color="#5a4a3a" stop-opacity="0"/></radialGradient>` +
    // In the picture's own units: a straight wire has no area for a bounding-box gradient.
    `<linearGradient id="metal" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="400" y2="${f(400 * slant)}"><stop offset="0" stop-color="${metal[1]}"/><stop offset=".35" stop-color="${metal[3]}"/><stop offset=".6" stop-color="${metal[2]}"/><stop offset=".85" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[1]}"/></linearGradient>` +
    `</defs><rect width="400" height="400" fill="url(#bg)"/>${PIECES[art.piece](scene)}</svg>`
  );
}

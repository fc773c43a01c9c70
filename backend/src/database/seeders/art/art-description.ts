/**
 * What a demo picture shows, and its address. The demo catalogue describes each product's picture
 * from the product's own facts (stone shape and colour, piece, metal); the picture route draws it
 * from the address alone, so a picture can never show another product's stone or metal.
 */

/** Every cut the catalogue uses (loose diamonds and the stones of its jewelry). */
export const ART_SHAPES = ['round', 'princess', 'cushion', 'oval', 'emerald', 'pear', 'marquise', 'radiant', 'asscher', 'heart', 'baguette'] as const;
export type ArtShape = (typeof ART_SHAPES)[number];

/** A stone's colour: a colourless diamond, a fancy colour, or a gem's own. */
export const ART_TINTS = ['white', 'yellow', 'pink', 'red', 'blue', 'green', 'peach'] as const;
export type ArtTint = (typeof ART_TINTS)[number];

export const ART_METALS = ['yellow-gold', 'white-gold', 'rose-gold', 'platinum', 'silver'] as const;
export type ArtMetal = (typeof ART_METALS)[number];

/** What is drawn: a loose stone, or a piece of jewelry. */
export const ART_PIECES = [
  'loose-stone',
  'solitaire-ring', 'halo-ring', 'three-stone-ring', 'side-stone-ring',
  'band', 'stone-band',
  'stud-earrings', 'drop-earrings', 'hoop-earrings',
  'pendant', 'stone-necklace', 'lariat-necklace',
  'tennis-bracelet', 'link-bracelet', 'bangle', 'cuff',
] as const;
export type ArtPiece = (typeof ART_PIECES)[number];

export interface ArtDescription {
  piece: ArtPiece;
  /** The main stone's cut and colour; none for plain metal. */
  stone: { shape: ArtShape; tint: ArtTint } | null;
  /** None for a loose stone. */
  metal: ArtMetal | null;
  /** The product's stock number: the seed of what varies between pictures of one kind (angle, light, backdrop). */
  variant: string;
}

/** The picture route, under the API prefix. */
export const ART_ROUTE = 'demo-art';
const NONE = 'none';
const VARIANT = /^[A-Za-z0-9-]{1,40}$/;

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A shape's name as the catalogue writes it ('Round', 'Asscher') as drawn; null for one we cannot draw. */
export function artShape(name: string): ArtShape | null {
  const slug = slugOf(name);
  return (ART_SHAPES as readonly string[]).includes(slug) ? (slug as ArtShape) : null;
}

/** The metal's colour from its name: '14K Rose Gold' → rose-gold, 'Platinum' → platinum. */
export function artMetal(metal: string): ArtMetal {
  const name = metal.toLowerCase();
  if (name.includes('platinum')) return 'platinum';
  if (name.includes('silver')) return 'silver';
  return name.includes('yellow') ? 'yellow-gold' : name.includes('rose') ? 'rose-gold' : 'white-gold';
}

/** `/api/demo-art/<piece>/<shape>-<tint>/<metal>/<variant>.svg`, with `none` for what the piece lacks. */
export function artPath({ piece, stone, metal, variant }: ArtDescription): string {
  if (!VARIANT.test(variant)) throw new Error(`A picture variant is a stock number, not '${variant}'`);
  return `/api/${ART_ROUTE}/${piece}/${stone ? `${stone.shape}-${stone.tint}` : NONE}/${metal ?? NONE}/${variant}.svg`;
}

const member = <T extends string>(list: readonly T[], value: string): T | undefined => list.find((item) => item === value);

/** The description in a picture's path segments (after the route), or null when they describe nothing we draw. */
export function parseArt(piece: string, stone: string, metal: string, file: string): ArtDescription | null {
  const drawnPiece = member(ART_PIECES, piece);
  const variant = /^(.+)\.svg$/.exec(file)?.[1];
  if (!drawnPiece || !variant || !VARIANT.test(variant)) return null;
  const [shapeName, tintName, extra] = stone.split('-');
  const shape = member(ART_SHAPES, shapeName);
  const tint = tintName === undefined ? undefined : member(ART_TINTS, tintName);
  const drawnStone = stone === NONE ? null : shape && tint && extra === undefined ? { shape, tint } : undefined;
  const drawnMetal = metal === NONE ? null : member(ART_METALS, metal);
  if (drawnStone === undefined || drawnMetal === undefined) return null;
  // A loose stone has a stone and no metal; jewelry has a metal.
  if ((drawnPiece === 'loose-stone') !== (drawnMetal === null) || (drawnPiece === 'loose-stone' && !drawnStone)) return null;
  return { piece: drawnPiece, stone: drawnStone, metal: drawnMetal, variant };
}

/** Words for the picture's title: "Heart pink stone, drop earrings in rose gold". */
export function artTitle({ piece, stone, metal }: ArtDescription): string {
  const stoneWords = stone ? `${stone.shape} ${stone.tint} stone` : 'plain metal';
  const pieceWords = piece === 'loose-stone' ? 'loose' : piece.replace(/-/g, ' ');
  return `${stoneWords[0].toUpperCase()}${stoneWords.slice(1)}, ${pieceWords}${metal ? ` in ${metal.replace('-', ' ')}` : ''}`;
}

/** One stone of a supplier's lab-grown feed: the columns the template requires, plus lab, certificate and price. */
export interface FeedStone {
  stock: string;
  cert: string;
  cost: number;
  carat?: number;
  /** 'Available' unless given ('Unavailable' takes a stone off a delta feed's list). */
  availability?: string;
}

const HEADER = 'Stock #,Shape,Weight,Color,Clarity,Lab,Certificate #,Total Price,Image Link,Availability';

/** A lab-grown feed as a supplier publishes it. */
export const labGrownFeed = (stones: FeedStone[]): string =>
  [
    HEADER,
    ...stones.map((s) =>
      [
        s.stock,
        'Round',
        (s.carat ?? 1.01).toFixed(2),
        'E',
        'VS1',
        'IGI',
        s.cert,
        s.cost.toFixed(2),
        `https://images.example/${s.stock}.jpg`,
        s.availability ?? 'Available',
      ].join(','),
    ),
  ].join('\n') + '\n';

/** `count` stones numbered from `from`: stock `<prefix>-<n>`, certificate `<prefix>C<n>`, cost `cost + i`. */
export const feedStones = (prefix: string, from: number, count: number, cost = 1000): FeedStone[] =>
  Array.from({ length: count }, (_, i) => ({
    stock: `${prefix}-${from + i}`,
    cert: `${prefix}C${from + i}`,
    cost: cost + i,
  }));

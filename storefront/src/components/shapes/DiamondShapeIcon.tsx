import type { DiamondShape as ApiDiamondShape } from '@gem-shop/widgets/api';
import './DiamondShapeIcon.css';

/** The API's diamond shapes the shop draws: all but Baguette. */
export type DiamondShape = Exclude<ApiDiamondShape, 'Baguette'>;

type Point = readonly [number, number];

interface ShapeDrawing {
  outline: string;
  /** Points on the outline joined to the table, to suggest facets. */
  facetPoints: Point[];
  /** Sizes of the inner outlines (table, and for step cuts a second step), relative to the stone. */
  steps: number[];
  center?: Point;
}

// Top views on a 64-unit grid, centred on (32, 32).
const DRAWINGS: Record<DiamondShape, ShapeDrawing> = {
  Round: {
    outline: 'M6 32a26 26 0 1 0 52 0a26 26 0 1 0-52 0z',
    facetPoints: [
      [58, 32],
      [50.4, 13.6],
      [32, 6],
      [13.6, 13.6],
      [6, 32],
      [13.6, 50.4],
      [32, 58],
      [50.4, 50.4],
    ],
    steps: [0.45],
  },
  Oval: {
    outline: 'M14 32a18 26 0 1 0 36 0a18 26 0 1 0-36 0z',
    facetPoints: [
      [50, 32],
      [44.7, 13.6],
      [32, 6],
      [19.3, 13.6],
      [14, 32],
      [19.3, 50.4],
      [32, 58],
      [44.7, 50.4],
    ],
    steps: [0.45],
  },
  Princess: {
    outline: 'M9 9h46v46H9z',
    facetPoints: [
      [9, 9],
      [55, 9],
      [55, 55],
      [9, 55],
    ],
    steps: [0.45],
  },
  Emerald: {
    outline: 'M22 6h20l8 8v36l-8 8H22l-8-8V14z',
    facetPoints: [
      [22, 6],
      [42, 6],
      [50, 14],
      [50, 50],
      [42, 58],
      [22, 58],
      [14, 50],
      [14, 14],
    ],
    steps: [0.72, 0.45],
  },
  Cushion: {
    outline: 'M19 8h26q11 0 11 11v26q0 11-11 11H19q-11 0-11-11V19q0-11 11-11z',
    facetPoints: [
      [32, 8],
      [52.8, 11.2],
      [56, 32],
      [52.8, 52.8],
      [32, 56],
      [11.2, 52.8],
      [8, 32],
      [11.2, 11.2],
    ],
    steps: [0.45],
  },
  Pear: {
    outline: 'M32 5c10 12 19 24 19 36a19 19 0 0 1-38 0c0-12 9-24 19-36z',
    facetPoints: [
      [32, 5],
      [51, 41],
      [32, 60],
      [13, 41],
    ],
    steps: [0.45],
    center: [32, 38],
  },
  Heart: {
    outline: 'M32 57C20 47 7 37 7 23a12.7 12.7 0 0 1 25-4a12.7 12.7 0 0 1 25 4c0 14-13 24-25 34z',
    facetPoints: [
      [32, 57],
      [7, 23],
      [32, 19],
      [57, 23],
    ],
    steps: [0.45],
    center: [32, 34],
  },
  Marquise: {
    outline: 'M32 4c16 12 20 22 20 28s-4 16-20 28C16 48 12 38 12 32s4-16 20-28z',
    facetPoints: [
      [32, 4],
      [52, 32],
      [32, 60],
      [12, 32],
    ],
    steps: [0.45],
  },
  Asscher: {
    outline: 'M20 8h24l12 12v24L44 56H20L8 44V20z',
    facetPoints: [
      [20, 8],
      [44, 8],
      [56, 20],
      [56, 44],
      [44, 56],
      [20, 56],
      [8, 44],
      [8, 20],
    ],
    steps: [0.72, 0.45],
  },
  Radiant: {
    outline: 'M20 6h24l6 6v40l-6 6H20l-6-6V12z',
    facetPoints: [
      [20, 6],
      [44, 6],
      [50, 12],
      [50, 52],
      [44, 58],
      [20, 58],
      [14, 52],
      [14, 12],
    ],
    steps: [0.45],
  },
};

export function DiamondShapeIcon({ shape, size = 64 }: { shape: DiamondShape; size?: number }) {
  const { outline, facetPoints, steps, center = [32, 32] } = DRAWINGS[shape];
  const [cx, cy] = center;
  const table = steps.at(-1)!;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="diamond-shape-icon"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
    >
      <path d={outline} className="diamond-shape-icon__outline" />
      {steps.map((scale) => (
        <path
          key={scale}
          d={outline}
          className="diamond-shape-icon__facet"
          transform={`translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})`}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {facetPoints.map(([x, y]) => (
        <line
          key={`${x},${y}`}
          className="diamond-shape-icon__facet"
          x1={x}
          y1={y}
          x2={cx + (x - cx) * table}
          y2={cy + (y - cy) * table}
        />
      ))}
    </svg>
  );
}

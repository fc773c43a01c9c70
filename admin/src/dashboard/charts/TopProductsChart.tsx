import type { TopProduct } from '../types';
import { ChartFigure } from './ChartFigure';
import { topProductPoints, topProductSummary, topProductTable } from './chartData';
import { barsHeight, RankedBarChart } from './RankedBarChart';

export const TOP_PRODUCTS_CAPTION = 'Most-ordered products';

export const TopProductsChart = ({ products }: { products?: TopProduct[] }) => {
  const points = products ? topProductPoints(products) : [];
  return (
    <ChartFigure
      caption={TOP_PRODUCTS_CAPTION}
      summary={products ? topProductSummary(points) : undefined}
      table={products ? topProductTable(points) : undefined}
      emptyText="No orders yet"
      height={products ? barsHeight(points.length) : 200}
    >
      <RankedBarChart points={points} measure="Orders" />
    </ChartFigure>
  );
};

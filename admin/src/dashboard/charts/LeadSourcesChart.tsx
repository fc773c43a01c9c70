import type { LeadSourceCount } from '../types';
import { ChartFigure } from './ChartFigure';
import { leadSourcePoints, leadSourceSummary, leadSourceTable } from './chartData';
import { barsHeight, RankedBarChart } from './RankedBarChart';

export const LEAD_SOURCES_CAPTION = 'Leads by source (storefront and partner widgets)';

/** Orders, appointments and messages together, by where they came from. */
export const LeadSourcesChart = ({ sources }: { sources?: LeadSourceCount[] }) => {
  const points = sources ? leadSourcePoints(sources) : [];
  return (
    <ChartFigure
      caption={LEAD_SOURCES_CAPTION}
      summary={sources ? leadSourceSummary(sources) : undefined}
      table={sources ? leadSourceTable(points) : undefined}
      emptyText="No leads yet"
      height={sources ? barsHeight(points.length) : 200}
    >
      <RankedBarChart points={points} measure="Leads" />
    </ChartFigure>
  );
};

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyCounts } from '../types';
import { ChartFigure } from './ChartFigure';
import { weeklyPoints, weeklySeries, weeklySummary, weeklyTable } from './chartData';
import { axisTick, gridColour, seriesStyles, useChartAnimation } from './chartTheme';

export const WEEKLY_CAPTION = 'Orders, appointments and messages per week (last 12 weeks)';

/** Three lines over the last 12 weeks (oldest first, as the server sends them). */
export const WeeklyActivityChart = ({ weeks }: { weeks?: WeeklyCounts[] }) => {
  const animate = useChartAnimation();
  const points = weeks ? weeklyPoints(weeks) : [];
  return (
    <ChartFigure
      caption={WEEKLY_CAPTION}
      summary={weeks ? weeklySummary(weeks) : undefined}
      table={weeks ? weeklyTable(weeks) : undefined}
      emptyText="No orders, appointments or messages in the last 12 weeks"
      height={300}
    >
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={gridColour} vertical={false} />
          <XAxis dataKey="tick" tick={axisTick} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} tick={axisTick} width={48} />
          <Tooltip
            labelFormatter={(_, payload) => (payload?.[0]?.payload as { name?: string } | undefined)?.name ?? ''}
          />
          <Legend iconType="plainline" wrapperStyle={{ fontSize: 13 }} />
          {weeklySeries.map(({ key, label }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={label}
              stroke={seriesStyles[key].color}
              strokeDasharray={seriesStyles[key].dash}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={animate}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
};

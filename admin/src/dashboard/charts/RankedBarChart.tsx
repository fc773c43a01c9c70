import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NamedCount } from './chartData';
import { shorten } from './chartData';
import { axisTick, barColour, gridColour, useChartAnimation } from './chartTheme';

/**
 * Horizontal bars, one per row, largest first, each with its figure at the end: names read
 * left to right on a phone, where columns' labels would have to be tilted.
 */
export const RankedBarChart = ({ points, measure }: { points: NamedCount[]; measure: string }) => {
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <BarChart
        data={points}
        layout="vertical"
        margin={{ top: 0, right: 32, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={gridColour} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} />
        <YAxis
          type="category"
          dataKey="label"
          width={130}
          tick={axisTick}
          tickFormatter={(value: string) => shorten(value)}
        />
        <Tooltip cursor={{ fill: 'rgba(122, 92, 46, 0.08)' }} />
        <Bar
          dataKey="count"
          name={measure}
          fill={barColour}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={animate}
        >
          <LabelList dataKey="count" position="right" fill="#2b2724" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};

/** Bars' drawing height: room for each bar plus the axis. */
export const barsHeight = (count: number) => Math.max(120, count * 44 + 40);

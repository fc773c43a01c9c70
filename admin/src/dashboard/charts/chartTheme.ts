import { useMediaQuery } from '@mui/material';

// Okabe–Ito colours (told apart with the common colour-vision deficiencies), each line also drawn
// with its own dash so the legend does not rely on colour alone.
export const seriesStyles = {
  orders: { color: '#0072B2', dash: undefined },
  appointments: { color: '#D55E00', dash: '8 4' },
  messages: { color: '#009E73', dash: '2 3' },
} as const;

/** The console's accent (6:1 on white) for single-series bars. */
export const barColour = '#7a5c2e';
export const axisColour = '#6b645c';
export const gridColour = '#e8e2d9';

export const axisTick = { fill: axisColour, fontSize: 12 };

/** No chart animation for those who ask their system for less motion. */
export const useChartAnimation = () => !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

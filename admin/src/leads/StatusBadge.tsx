import { Chip } from '@mui/material';
import { badgeColours, statusLabel, type BadgeColour, type BadgeKind } from './statuses';

// Text and background pairs with at least 4.5:1 contrast.
const swatches: Record<BadgeColour, { color: string; backgroundColor: string }> = {
  blue: { color: '#1d4f91', backgroundColor: '#e3ecfa' },
  yellow: { color: '#6f5200', backgroundColor: '#fdf1c7' },
  purple: { color: '#5b2c8a', backgroundColor: '#efe6f8' },
  green: { color: '#1e6b34', backgroundColor: '#e0f2e5' },
  red: { color: '#a12626', backgroundColor: '#fbe3e3' },
  orange: { color: '#8f420b', backgroundColor: '#fde7d5' },
  gray: { color: '#4d4843', backgroundColor: '#eeeceb' },
};

export const badgeColour = (kind: BadgeKind, value: string): BadgeColour => badgeColours[kind][value] ?? 'gray';

/** The one status/priority badge of the console (orders, priorities, appointments, contact messages). */
export const StatusBadge = ({ kind, value }: { kind: BadgeKind; value: string }) => {
  const colour = badgeColour(kind, value);
  return (
    <Chip
      label={statusLabel(value)}
      size="small"
      data-colour={colour}
      sx={{ ...swatches[colour], fontWeight: 600, borderRadius: 999 }}
    />
  );
};

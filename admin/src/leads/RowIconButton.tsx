import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/** An icon action of a table row, named for screen readers and shown as a tooltip. */
export const RowIconButton = ({
  label,
  icon,
  onClick,
  color,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: 'error';
}) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} color={color} size="small" onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);

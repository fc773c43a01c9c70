import { TextField } from '@mui/material';
import { statusLabel, valuesOf, type BadgeKind } from './statuses';

/**
 * A status (or priority) picker that acts on change: the inline selects of the lists and the selects of the
 * details dialogs. A native select, so it works with the keyboard and screen readers as browsers make it.
 */
export const StatusSelect = ({
  kind,
  value,
  label,
  onChange,
  disabled,
  hiddenLabel,
}: {
  kind: BadgeKind;
  value: string;
  label: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Inline in a table row: the label is for screen readers only. */
  hiddenLabel?: boolean;
}) => (
  <TextField
    select
    size="small"
    value={value}
    label={hiddenLabel ? undefined : label}
    disabled={disabled}
    onChange={(event) => onChange(event.target.value)}
    // A click in a row's select must not reach the row.
    onClick={(event) => event.stopPropagation()}
    slotProps={{
      select: { native: true },
      htmlInput: hiddenLabel ? { 'aria-label': label } : undefined,
    }}
    sx={{ minWidth: 140 }}
  >
    {valuesOf[kind].map((option) => (
      <option key={option} value={option}>
        {statusLabel(option)}
      </option>
    ))}
  </TextField>
);

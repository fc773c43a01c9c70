import { IMPORT_MODES } from '@gem-shop/widgets/api';
import { Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { modeLabels } from '../importCategories';
import type { ImportMode } from '../types';

const modeHints: Record<ImportMode, string> = {
  upsert: 'New stock numbers are added; stock numbers already in the shop are updated. Nothing else changes.',
  replace:
    'As Add and update, and products of this category missing from the file become unavailable. They are never deleted.',
};

/** How the file is applied: the mode and the dry run. */
export const ImportOptions = ({
  mode,
  onMode,
  dryRun,
  onDryRun,
  disabled,
}: {
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  dryRun: boolean;
  onDryRun: (dryRun: boolean) => void;
  disabled: boolean;
}) => (
  <FormControl component="fieldset" disabled={disabled}>
    <FormLabel component="legend">What the upload does</FormLabel>
    <RadioGroup value={mode} onChange={(event) => onMode(event.target.value as ImportMode)}>
      {IMPORT_MODES.map((value) => (
        <FormControlLabel key={value} value={value} control={<Radio />} label={modeLabels[value]} />
      ))}
    </RadioGroup>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {modeHints[mode]}
    </Typography>
    <FormControlLabel
      control={<Checkbox checked={dryRun} onChange={(event) => onDryRun(event.target.checked)} />}
      label="Dry run (check only, change nothing)"
    />
  </FormControl>
);

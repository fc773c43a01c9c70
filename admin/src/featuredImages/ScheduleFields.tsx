import { Box, Stack, TextField, Typography } from '@mui/material';
import type { FieldsProps } from '../homeContent/types';
import { useShopTimeZone } from '../leads/shopTime';
import { fromShopWallClock, toShopWallClock } from './shopWallClock';
import type { FeaturedImageValues } from './types';

type DateField = 'startsAt' | 'endsAt';

/**
 * The optional campaign window: the slide is shown only between Starts and Ends. Times are read and
 * typed in the shop's time zone, so the inputs wait until it is known.
 */
export const ScheduleFields = ({ form }: { form: FieldsProps<FeaturedImageValues> }) => {
  const zone = useShopTimeZone();
  const input = (name: DateField, label: string) => {
    const error = form.errors[name];
    return (
      <TextField
        name={name}
        label={label}
        type="datetime-local"
        value={zone ? toShopWallClock(form.values[name], zone) : ''}
        onChange={(event) => zone && form.setValue(name, fromShopWallClock(event.target.value, zone))}
        disabled={form.disabled || !zone}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: error ? { role: 'alert' } : undefined }}
        fullWidth
        margin="dense"
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Schedule (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Leave empty to show the slide whenever it is active. Times are in the shop's time zone{zone ? ` (${zone})` : ''}
        .
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {input('startsAt', 'Starts')}
        {input('endsAt', 'Ends')}
      </Stack>
    </Box>
  );
};

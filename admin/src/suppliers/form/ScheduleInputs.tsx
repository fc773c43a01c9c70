import { Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useShopTimeZone } from '../../leads/shopTime';
import type { FeedKind, ScheduleKind, SourceKind } from '../types';

const scheduleChoices: { id: ScheduleKind; name: string }[] = [
  { id: 'off', name: 'Off (Run now only)' },
  { id: 'hours', name: 'Every few hours' },
  { id: 'cron', name: 'Cron expression' },
];

export const feedKindChoices: { id: FeedKind; name: string }[] = [
  { id: 'full', name: 'Full: the file is the supplier’s whole list; its stones missing from it are retired' },
  { id: 'delta', name: 'Delta: the file holds only changes; nothing is retired for being missing' },
];

/** When the feed is pulled, and how much retiring a run may do before it stops for review. */
export const ScheduleInputs = () => {
  const sourceKind = useWatch({ name: 'sourceKind' }) as SourceKind;
  const kind = useWatch({ name: 'schedule.kind' }) as ScheduleKind;
  const feedKind = useWatch({ name: 'feedKind' }) as FeedKind;
  const zone = useShopTimeZone();
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <RadioButtonGroupInput source="feedKind" label="Feed kind" choices={feedKindChoices} row={false} isRequired />
      {sourceKind === 'manual' ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Manual suppliers have no schedule: their files are uploaded.
        </Typography>
      ) : (
        <>
          <RadioButtonGroupInput source="schedule.kind" label="Schedule" choices={scheduleChoices} isRequired />
          {kind === 'hours' && (
            <NumberInput
              source="schedule.hours"
              label="Every (hours)"
              min={1}
              max={168}
              isRequired
              sx={{ width: 200 }}
            />
          )}
          {kind === 'cron' && (
            <TextInput
              source="schedule.cron"
              label="Cron expression"
              parse={(value: string) => value}
              isRequired
              fullWidth
              helperText={`minute hour day month weekday, in the shop's time zone${zone ? ` (${zone})` : ''}; e.g. 0 */4 * * *`}
            />
          )}
        </>
      )}
      {feedKind === 'full' && (
        <NumberInput
          source="retireLimitPercent"
          label="Hold for review above (% of live stones retired)"
          min={1}
          max={100}
          isRequired
          sx={{ width: { xs: '100%', sm: 360 } }}
          helperText="A run that would retire more stones than this stops before retiring and waits for staff."
        />
      )}
    </Stack>
  );
};

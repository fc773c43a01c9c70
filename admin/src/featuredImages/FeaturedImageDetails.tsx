import { Chip, Stack, Typography } from '@mui/material';
import { ShopDate } from '../leads/shopTime';
import type { FeaturedImage } from './types';

/** Whether the slide's campaign window is still to come, over, or open (with or without an end). */
export function scheduleState(image: Pick<FeaturedImage, 'startsAt' | 'endsAt'>, now = Date.now()) {
  if (image.endsAt && new Date(image.endsAt).getTime() <= now) return 'expired';
  if (image.startsAt && new Date(image.startsAt).getTime() > now) return 'scheduled';
  return image.endsAt ? 'running' : 'always';
}

const Schedule = ({ image }: { image: FeaturedImage }) => {
  const state = scheduleState(image);
  if (state === 'always') return null;
  if (state === 'running') {
    return (
      <Typography variant="body2" color="text.secondary">
        Shown until <ShopDate value={image.endsAt} />
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        variant="outlined"
        color={state === 'scheduled' ? 'info' : 'warning'}
        label={state === 'scheduled' ? 'Scheduled' : 'Expired'}
      />
      <Typography variant="body2" color="text.secondary">
        {state === 'scheduled' ? 'Starts ' : 'Ended '}
        <ShopDate value={state === 'scheduled' ? image.startsAt : image.endsAt} />
      </Typography>
    </Stack>
  );
};

/** Under the title: subtitle, category and link, how often it was shown, and its schedule. */
export const FeaturedImageDetails = ({ record }: { record: FeaturedImage }) => (
  <>
    {record.subtitle && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {record.subtitle}
      </Typography>
    )}
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {[
        record.category,
        record.linkUrl && `${record.linkText} → ${record.linkUrl}`,
        `Displayed ${record.displayCount} times`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
    <Schedule image={record} />
  </>
);

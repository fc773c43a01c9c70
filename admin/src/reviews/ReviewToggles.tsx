import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useRefresh } from 'react-admin';
import { toggleReviewFeatured, toggleReviewStatus } from './reviewsApi';
import type { Review } from './types';
import { useReviewToast } from './useReviewToast';

/** The row's Active and Featured switches; each calls its toggle route, then the list and the stats reload. */
export const ReviewToggles = ({ review }: { review: Review }) => {
  const refresh = useRefresh();
  const toast = useReviewToast();
  const [busy, setBusy] = useState(false);

  const run = async (toggle: (id: Review['id']) => Promise<unknown>, succeeded: string, failed: string) => {
    setBusy(true);
    try {
      await toggle(review.id);
      toast.succeeded(succeeded);
      refresh();
    } catch (error) {
      await toast.failed(failed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormControlLabel
        label="Active"
        control={
          <Switch
            checked={review.isActive}
            disabled={busy}
            onChange={() =>
              run(
                toggleReviewStatus,
                review.isActive ? 'Review deactivated successfully' : 'Review activated successfully',
                'Failed to update review status',
              )
            }
          />
        }
      />
      <FormControlLabel
        label="Featured"
        control={
          <Switch
            checked={review.isFeatured}
            disabled={busy}
            onChange={() =>
              run(
                toggleReviewFeatured,
                review.isFeatured ? 'Review removed from featured' : 'Review marked as featured',
                'Failed to update featured status',
              )
            }
          />
        }
      />
    </>
  );
};

import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import type { Review } from './types';
import { useReviewToast } from './useReviewToast';

/** The row's Active and Featured switches; each calls its toggle route, then the list and the stats reload. */
export const ReviewToggles = ({ review }: { review: Review }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
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
                (id) => dataProvider.toggleReviewStatus(id),
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
                (id) => dataProvider.toggleReviewFeatured(id),
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

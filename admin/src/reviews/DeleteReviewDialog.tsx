import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Confirm, useDataProvider, useRefresh } from 'react-admin';
import type { Review } from './types';
import { useReviewToast } from './useReviewToast';

const PREVIEW_LENGTH = 100;

/** The first 100 characters of the review (spec 3 §2.8), with an ellipsis when there is more. */
export const reviewPreview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;

/** Asks before deleting, naming the review: who wrote it, from where, and how it begins. */
export const DeleteReviewDialog = ({ review, onClose }: { review?: Review; onClose: () => void }) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useReviewToast();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!review) return;
    setDeleting(true);
    try {
      await dataProvider.delete('reviews', { id: review.id, previousData: review });
      toast.succeeded('Review deleted successfully');
      refresh();
    } catch (error) {
      await toast.failed('Failed to delete review', error);
    } finally {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <Confirm
      isOpen={!!review}
      loading={deleting}
      title="Delete Review"
      content={
        review && (
          <>
            <Typography gutterBottom>
              Are you sure you want to delete this review? This action cannot be undone.
            </Typography>
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{review.customerName}</Typography>
              {review.customerLocation && (
                <Typography variant="body2" color="text.secondary">
                  {review.customerLocation}
                </Typography>
              )}
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                “{reviewPreview(review.reviewText)}”
              </Typography>
            </Box>
          </>
        )
      }
      confirm="Delete"
      cancel="Cancel"
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};

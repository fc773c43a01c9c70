import { Box, Typography } from '@mui/material';
import type { Deletion } from '../shared/DeleteDialog';
import { listFilters, statusFilter } from '../shared/listFilters';
import { productTypeChoices, ratingsHighFirst, starsLabel, type Review } from './types';
import { useReviewToast } from './useReviewToast';

// What the reviews screen declares of its own; the inputs and the dialog are the console's (listFilters, DeleteDialog).
// react-admin's setFilters and setSort both return the list to page 1 (spec 3 §4).

export const reviewFilters = listFilters({
  search: { placeholder: 'Search by name, location, or review text...', label: 'Search reviews', minWidth: 320 },
  filters: [
    statusFilter([
      { id: 'active', name: 'Active' },
      { id: 'inactive', name: 'Inactive' },
    ]),
    {
      source: 'rating',
      label: 'Rating',
      emptyText: 'All Ratings',
      choices: ratingsHighFirst.map((rating) => ({ id: rating, name: starsLabel(rating) })),
    },
    { source: 'productType', label: 'Product Type', emptyText: 'All Types', choices: productTypeChoices },
  ],
});

const PREVIEW_LENGTH = 100;

/** The first 100 characters of the review (spec 3 §2.8), with an ellipsis when there is more. */
export const reviewPreview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;

/** Asks before deleting, naming the review: who wrote it, from where, and how it begins. */
export const reviewDeletion: Deletion<Review> = {
  resource: 'reviews',
  title: 'Delete Review',
  content: (review) => (
    <>
      <Typography gutterBottom>Are you sure you want to delete this review? This action cannot be undone.</Typography>
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
  ),
  succeeded: 'Review deleted successfully',
  failed: 'Failed to delete review',
  refreshAfter: true,
  useToasts: useReviewToast,
};

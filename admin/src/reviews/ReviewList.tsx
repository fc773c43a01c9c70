import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { List, TopToolbar } from 'react-admin';
import { Button } from '../shared/Button';
import { ClearFiltersButton } from '../leads/ClearFiltersButton';
import { EmptyState, ListState } from '../leads/ListState';
import { DeleteDialog } from '../shared/DeleteDialog';
import { ReviewFormDialog } from './ReviewFormDialog';
import { ReviewItems } from './ReviewItems';
import { ReviewPagination } from './ReviewPagination';
import { reviewDeletion, reviewFilters } from './reviewScreen';
import { DISPLAY_ORDER_SORT, ReviewSortSelect } from './reviewSorts';
import { RatingDistribution, ReviewStatCards, useReviewStats } from './ReviewStats';
import type { Review } from './types';
import { useReviewToast } from './useReviewToast';

const ReviewListActions = ({ onAdd }: { onAdd: () => void }) => (
  <TopToolbar sx={{ alignItems: 'center' }}>
    <ReviewSortSelect />
    <ClearFiltersButton />
    <Button label="Add Review" variant="contained" onClick={onAdd}>
      <AddOutlined />
    </Button>
  </TopToolbar>
);

/**
 * Customer Reviews (spec 3 §2.8): figures and the rating chart, then the searchable, filterable,
 * drag-ordered list, 10 a page; adding and editing happen in a modal over it.
 */
const ReviewList = () => {
  const toast = useReviewToast();
  const stats = useReviewStats();
  // undefined: closed; { review: undefined }: adding; { review }: editing.
  const [form, setForm] = useState<{ review?: Review }>();
  const [deleting, setDeleting] = useState<Review>();

  return (
    // One column that keeps the width it is given: the filters and cards wrap inside it, never widen the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: 2 }}>
      <Typography variant="h5" component="h1">
        Manage customer testimonials and reviews
      </Typography>
      <ReviewStatCards stats={stats} />
      <RatingDistribution stats={stats} />
      <List
        resource="reviews"
        title="Customer Reviews"
        filters={reviewFilters}
        actions={<ReviewListActions onAdd={() => setForm({})} />}
        // Staff arrange the shopper's order here, so the list opens in it (the API's default sort).
        sort={DISPLAY_ORDER_SORT}
        perPage={10}
        pagination={<ReviewPagination />}
        empty={false}
        queryOptions={{ onError: (error) => void toast.failed('Failed to load reviews', error) }}
      >
        <Box sx={{ p: 2 }}>
          <ListState
            loading="Loading reviews..."
            empty={
              <EmptyState
                title="No reviews found"
                hint="Add the first customer review."
                filteredHint="Try adjusting your search or filters."
              />
            }
          >
            <ReviewItems onEdit={(review) => setForm({ review })} onDelete={setDeleting} />
          </ListState>
        </Box>
      </List>
      <ReviewFormDialog open={!!form} review={form?.review} onClose={() => setForm(undefined)} />
      <DeleteDialog
        deletion={reviewDeletion}
        record={deleting}
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};

// Default export for React.lazy.
export default ReviewList;

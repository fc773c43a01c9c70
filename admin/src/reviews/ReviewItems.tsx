import { useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { displayOrdersOf } from './displayOrders';
import { DISPLAY_ORDER_SORT } from './reviewSorts';
import { ReviewRow } from './ReviewRow';
import { SortableList } from '../shared/SortableList';
import type { Review } from './types';
import { useReviewToast } from './useReviewToast';

/**
 * The reviews of the page, in the order staff arrange them. A drop shows the new order at once, then
 * saves the display orders of the whole list shown (spec 3 §4); a failed save reloads the list.
 */
export const ReviewItems = ({
  onEdit,
  onDelete,
}: {
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data = [], sort } = useListContext<Review>();
  const refresh = useRefresh();
  const toast = useReviewToast();
  // The arrangement belongs to the page it was made on: once the list reloads, the server's order shows.
  const [arranged, setArranged] = useState<{ page: Review[]; rows: Review[] }>();
  const rows = arranged && arranged.page === data ? arranged.rows : data;
  // Dragging writes the display order, so it only makes sense while the list is shown in that order.
  const byDisplayOrder = sort.field === DISPLAY_ORDER_SORT.field && sort.order === DISPLAY_ORDER_SORT.order;

  const reorder = async (reordered: Review[]) => {
    setArranged({ page: data, rows: reordered });
    try {
      await dataProvider.saveReviewDisplayOrders(displayOrdersOf(reordered));
      toast.succeeded('Display order updated successfully');
    } catch (error) {
      setArranged(undefined);
      await toast.failed('Failed to update display order', error);
      refresh();
    }
  };

  return (
    <>
      {!byDisplayOrder && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Sort by display order to drag reviews into place.
        </Typography>
      )}
      <SortableList
        label="Customer reviews"
        items={rows}
        nameOf={(review) => `the review by ${review.customerName}`}
        onReorder={(reordered) => void reorder(reordered)}
        disabled={!byDisplayOrder}
        renderItem={(review, handle) => (
          <ReviewRow review={review} handle={handle} onEdit={onEdit} onDelete={onDelete} />
        )}
      />
    </>
  );
};

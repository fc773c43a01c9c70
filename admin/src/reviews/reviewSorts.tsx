import { MenuItem, TextField } from '@mui/material';
import { useListContext, type SortPayload } from 'react-admin';

// react-admin's setSort returns the list to page 1 (spec 3 §4).

/** The spec's sortBy choices as the API's sort fields; display order is the one staff arrange by dragging. */
export const reviewSorts: { id: string; name: string; sort: SortPayload }[] = [
  { id: 'order', name: 'Display Order', sort: { field: 'displayOrder', order: 'DESC' } },
  { id: 'latest', name: 'Latest First', sort: { field: 'dateSubmitted', order: 'DESC' } },
  { id: 'oldest', name: 'Oldest First', sort: { field: 'dateSubmitted', order: 'ASC' } },
  { id: 'rating-high', name: 'Highest Rating', sort: { field: 'rating', order: 'DESC' } },
  { id: 'rating-low', name: 'Lowest Rating', sort: { field: 'rating', order: 'ASC' } },
];

export const DISPLAY_ORDER_SORT = reviewSorts[0].sort;

const sortIdOf = ({ field, order }: SortPayload) =>
  reviewSorts.find(({ sort }) => sort.field === field && sort.order === order)?.id ?? 'order';

export const ReviewSortSelect = () => {
  const { sort, setSort } = useListContext();
  return (
    <TextField
      select
      size="small"
      label="Sort By"
      value={sortIdOf(sort)}
      onChange={(event) => setSort(reviewSorts.find(({ id }) => id === event.target.value)!.sort)}
      sx={{ width: 180, flexShrink: 0 }}
    >
      {reviewSorts.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};

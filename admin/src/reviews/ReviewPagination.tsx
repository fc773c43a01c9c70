import { Box, Pagination, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext } from 'react-admin';
import { Button } from '../shared/Button';

/** 'Showing 11 to 20 of 23 reviews', then Previous, the page numbers and Next (spec 3 §2.8); hidden on a single page. */
export const ReviewPagination = () => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const pages = Math.ceil((total ?? 0) / perPage);
  if (isPending || pages < 2) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total ?? 0);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        Showing {first} to {last} of {total} reviews
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button label="Previous" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
        </Button>
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          hidePrevButton
          hideNextButton
          shape="rounded"
          color="primary"
        />
        <Button label="Next" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          <ChevronRight />
        </Button>
      </Box>
    </Box>
  );
};

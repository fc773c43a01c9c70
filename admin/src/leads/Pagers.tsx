import type { ReactNode } from 'react';
import { Box, Pagination as NumberedPages, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext } from 'react-admin';
import { Button } from '../shared/Button';

const usePages = () => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  return { page, pages, setPage, hidden: isPending || !total };
};

/** 'Page X of Y' (orders) or 'Showing page X of Y' (appointments) between Previous and Next, disabled at the ends. */
export const PreviousNextPagination = ({ label }: { label: (page: number, pages: number) => ReactNode }) => {
  const { page, pages, setPage, hidden } = usePages();
  if (hidden) return null;
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {label(page, pages)}
      </Typography>
      <Button label="Previous" onClick={() => setPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft />
      </Button>
      <Button label="Next" onClick={() => setPage(page + 1)} disabled={page >= pages}>
        <ChevronRight />
      </Button>
    </Box>
  );
};

/** Numbered pages with previous and next (contact messages). */
export const NumberedPagination = () => {
  const { page, pages, setPage, hidden } = usePages();
  if (hidden || pages < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
      <NumberedPages
        count={pages}
        page={page}
        onChange={(_, next) => setPage(next)}
        shape="rounded"
        color="primary"
        aria-label="Pagination"
      />
    </Box>
  );
};

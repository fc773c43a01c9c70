import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

export const PAGE_SIZES = [5, 10, 20, 50];

/** Up to five page numbers around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const last = Math.min(pages, first + 4);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const usePages = () => {
  const { page, perPage, total } = useListContext();
  return { page, pages: Math.max(1, Math.ceil((total ?? 0) / perPage)), total: total ?? 0 };
};

/** 'Total: N, page X of Y'. */
export const ProductTotal = () => {
  const { isPending } = useListContext();
  const { page, pages, total } = usePages();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
      {isPending ? 'Total: …' : `Total: ${total}, page ${page} of ${pages}`}
    </Typography>
  );
};

/** First, Previous, up to 5 page buttons, Next, Last, and the page size (spec 2 §2). */
export const ProductPagination = () => {
  const { setPage, perPage, setPerPage, isPending } = useListContext();
  const { page, pages, total } = usePages();
  if (isPending || !total) return null;
  return (
    <Stack
      component="nav"
      aria-label="Pagination"
      direction="row"
      spacing={1}
      sx={{ p: 2, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label="Per page"
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        sx={{ minWidth: 100, mr: 2 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" onClick={() => setPage(1)} disabled={page <= 1}>
        First
      </Button>
      <Button size="small" onClick={() => setPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'outlined'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => setPage(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
      </Box>
      <Button size="small" onClick={() => setPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
      <Button size="small" onClick={() => setPage(pages)} disabled={page >= pages}>
        Last
      </Button>
    </Stack>
  );
};

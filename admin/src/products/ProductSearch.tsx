import { useEffect, useState } from 'react';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { CreateButton, useListContext, useRefresh } from 'react-admin';

/**
 * Search by stock number or name: runs on Enter or Search (not on every key); Clear empties it. Then Refresh, and Add
 * Product for the roles that add products (react-admin's CreateButton asks canAccess).
 */
export const ProductSearch = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = (filterValues.q as string | undefined) ?? '';
  const [text, setText] = useState(applied);
  const refresh = useRefresh();
  useEffect(() => setText(applied), [applied]);

  const run = (q: string) => {
    const { q: _old, ...rest } = filterValues;
    const trimmed = q.trim();
    setFilters(trimmed ? { ...rest, q: trimmed } : rest, displayedFilters);
  };

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ px: 2, pt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        value={text}
        placeholder="Search by stock number or name..."
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') run(text);
        }}
        // A line of its own on a phone; 320 px beside the buttons from a tablet up.
        sx={{ minWidth: { sm: 320 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search products' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button variant="contained" onClick={() => run(text)}>
        Search
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          setText('');
          run('');
        }}
        disabled={!text && !applied}
      >
        Clear
      </Button>
      <Button variant="text" startIcon={<RefreshOutlined />} onClick={refresh} sx={{ ml: 'auto' }}>
        Refresh
      </Button>
      <CreateButton label="Add Product" variant="contained" />
    </Stack>
  );
};

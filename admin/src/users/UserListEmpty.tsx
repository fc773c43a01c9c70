import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** Nobody matches the search or the filters (or, for a role that sees customers only, there are none yet). */
export const UserListEmpty = () => {
  const { setFilters } = useListContext();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No users found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Try another search, or clear the filters.
      </Typography>
      <Button variant="outlined" onClick={() => setFilters({}, [])}>
        Clear Filters
      </Button>
    </Box>
  );
};

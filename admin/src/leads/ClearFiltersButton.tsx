import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { useListContext } from 'react-admin';
import { Button } from '../shared/Button';

/** Clears the search and every filter (spam hidden again); the list returns to page 1. */
export const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button label="Clear Filters" onClick={() => setFilters({}, {})} disabled={Object.keys(filterValues).length === 0}>
      <FilterAltOffOutlined />
    </Button>
  );
};

import { useEffect, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import type { ProductCounts, ProductTab } from './types';

// Spec 2 §2: four counted tabs and All Products. `diamonds` is every diamond kind (README).
const tabs: { value: ProductTab; label: string; counted: boolean }[] = [
  { value: 'jewelry', label: 'Jewelry', counted: true },
  { value: 'ring', label: 'Rings', counted: true },
  { value: 'diamonds', label: 'Diamonds', counted: true },
  { value: 'lab-grown', label: 'Lab-Grown', counted: true },
  { value: 'all', label: 'All Products', counted: false },
];

export const DEFAULT_TAB: ProductTab = 'all';

/**
 * The counts of every tab, asked again whenever the list's page is fetched anew (Refresh, a delete),
 * so they follow the table. A failed call leaves the tabs without numbers.
 */
export const useProductCounts = () => {
  const dataProvider = useDataProvider();
  const { data: page } = useListContext();
  const [counts, setCounts] = useState<ProductCounts>();
  useEffect(() => {
    let current = true;
    (dataProvider.getProductCounts() as Promise<ProductCounts>).then(
      (answer) => current && setCounts(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, page]);
  return counts;
};

export const ProductTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const counts = useProductCounts();
  const current = (filterValues.productType as ProductTab | undefined) ?? DEFAULT_TAB;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
      <Tabs
        value={current}
        onChange={(_, value: ProductTab) => setFilters({ ...filterValues, productType: value }, displayedFilters)}
        variant="scrollable"
        aria-label="Product types"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.counted && counts ? `${tab.label} (${counts[tab.value]})` : tab.label}
          />
        ))}
      </Tabs>
    </Box>
  );
};

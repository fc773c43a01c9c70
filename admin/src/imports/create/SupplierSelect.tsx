import { FormControl, InputLabel, MenuItem, Select, FormHelperText } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Supplier } from '../../suppliers/types';
import type { ImportCategory } from '../types';

const NONE = '';

/**
 * Whose file this is (issue 21): the manual suppliers of the category. Chosen, the file is that supplier's feed
 * (its header names, its markup, its stones retired in Replace all); none, the shop's own upload. Hidden while
 * the category has no manual supplier.
 */
export const SupplierSelect = ({
  category,
  value,
  onChange,
  disabled,
}: {
  category: ImportCategory;
  value: string;
  onChange: (supplierId: string) => void;
  disabled: boolean;
}) => {
  // The suppliers resource filters by name only; a shop has a handful, read in one page.
  const { data = [] } = useGetList<Supplier>('suppliers', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const manual = data.filter((supplier) => supplier.sourceKind === 'manual' && supplier.category === category);
  if (!manual.length) return null;
  return (
    <FormControl disabled={disabled} sx={{ maxWidth: 400 }} fullWidth size="small">
      <InputLabel id="import-supplier-label">Supplier</InputLabel>
      <Select
        labelId="import-supplier-label"
        label="Supplier"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="import-supplier-hint"
      >
        <MenuItem value={NONE}>None (the shop’s own products)</MenuItem>
        {manual.map((supplier) => (
          <MenuItem key={supplier.id} value={supplier.id}>
            {supplier.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id="import-supplier-hint">A supplier’s file uses its own column names and markup.</FormHelperText>
    </FormControl>
  );
};

import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { Edit, useEditContext } from 'react-admin';
import { toFormValues, toSupplierBody, type SupplierFormValues } from './form/supplierForm';
import { SupplierForm } from './form/SupplierForm';
import { SupplierRuns } from './runs/SupplierRuns';
import type { Supplier } from './types';
import { useSupplierSaveOptions } from './useSaveOptions';

const EditForm = () => {
  const { record } = useEditContext<Supplier>();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  return values ? <SupplierForm record={values} /> : null;
};

/** A supplier: its form, and under it the history of its runs. */
const SupplierEdit = () => (
  <Stack spacing={2}>
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={(values) => toSupplierBody(values as SupplierFormValues)}
      mutationOptions={useSupplierSaveOptions('Supplier saved')}
    >
      <EditForm />
    </Edit>
    <SupplierRuns />
  </Stack>
);

// Default export for React.lazy.
export default SupplierEdit;

import { useMemo, useState } from 'react';
import { Stack } from '@mui/material';
import { Edit, useEditContext } from 'react-admin';
import { toFormValues, toSupplierBody, type SupplierFormValues } from './form/supplierForm';
import { SupplierForm } from './form/SupplierForm';
import { RepricingProgress } from './markup/RepricingProgress';
import { SupplierRuns } from './runs/SupplierRuns';
import type { Repricing, Supplier } from './types';
import { useSupplierSaveOptions } from './useSaveOptions';

const EditForm = () => {
  const { record } = useEditContext<Supplier>();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  return values ? <SupplierForm record={values} /> : null;
};

/** A supplier: its form, the repricing a markup change started, and under them the history of its runs. */
const SupplierEdit = () => {
  const [repricingJobId, setRepricingJobId] = useState<string>();
  const saveOptions = useSupplierSaveOptions('Supplier saved', {
    onSaved: (record) => setRepricingJobId((current) => (record as Repricing).repricingJobId ?? current),
  });
  return (
    <Stack spacing={2}>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        transform={(values) => toSupplierBody(values as SupplierFormValues)}
        mutationOptions={saveOptions}
      >
        <EditForm />
      </Edit>
      {repricingJobId && <RepricingProgress key={repricingJobId} jobId={repricingJobId} />}
      <SupplierRuns />
    </Stack>
  );
};

// Default export for React.lazy.
export default SupplierEdit;

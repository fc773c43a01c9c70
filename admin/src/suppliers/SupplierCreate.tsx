import { Create } from 'react-admin';
import { NEW_SUPPLIER, toSupplierBody, type SupplierFormValues } from './form/supplierForm';
import { SupplierForm } from './form/SupplierForm';
import { useSupplierSaveOptions } from './useSaveOptions';

/** A new supplier; saved, it opens for editing (its runs, the mapping preview). */
const SupplierCreate = () => (
  <Create
    title="New supplier"
    transform={(values) => toSupplierBody(values as SupplierFormValues)}
    mutationOptions={useSupplierSaveOptions('Supplier created', { open: true })}
  >
    <SupplierForm record={NEW_SUPPLIER} />
  </Create>
);

// Default export for React.lazy.
export default SupplierCreate;

import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useRecordContext } from 'react-admin';
import { ConfirmDeleteDialog } from '../leads/ConfirmDeleteDialog';
import { RowIconButton } from '../leads/RowIconButton';
import type { Product } from './types';

export const DeleteProductButton = () => {
  const product = useRecordContext<Product>();
  const [confirming, setConfirming] = useState(false);
  if (!product) return null;

  return (
    <>
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDeleteDialog
        resource="products"
        record={product}
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete Product"
        content={
          <>
            Are you sure you want to delete {product.name} ({product.stockNumber})? This action cannot be undone.
          </>
        }
        succeeded="Product deleted"
        failed="Could not delete the product. Please try again."
        refreshAfter
      />
    </>
  );
};

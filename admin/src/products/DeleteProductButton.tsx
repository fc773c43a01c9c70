import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import type { Product } from './types';

export const DeleteProductButton = () => {
  const product = useRecordContext<Product>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete<Product>();
  const [confirming, setConfirming] = useState(false);
  if (!product) return null;

  const confirm = () =>
    deleteOne(
      'products',
      { id: product.id, previousData: product },
      {
        onSuccess: () => {
          const message = 'Product deleted';
          notify(message, { type: 'success', messageArgs: { _: message } });
          refresh();
        },
        onError: () => {
          const message = 'Could not delete the product. Please try again.';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <RowIconButton label="Delete" color="error" icon={<DeleteOutlined fontSize="small" />} onClick={() => setConfirming(true)} />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Delete Product"
        content={<>Are you sure you want to delete {product.name} ({product.stockNumber})? This action cannot be undone.</>}
        confirm="Delete"
        cancel="Cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

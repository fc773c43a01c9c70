import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useRecordContext } from 'react-admin';
import { ConfirmDeleteDialog } from '../leads/ConfirmDeleteDialog';
import { RowIconButton } from '../leads/RowIconButton';
import type { Order } from './types';

export const DeleteOrderButton = () => {
  const order = useRecordContext<Order>();
  const [confirming, setConfirming] = useState(false);
  if (!order) return null;

  return (
    <>
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDeleteDialog
        resource="orders"
        record={order}
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete Order"
        content={<>Are you sure you want to delete this order from {order.fullName}? This action cannot be undone.</>}
        confirmLabel="Delete Order"
        succeeded="Order deleted"
        failed="Could not delete the order. Please try again."
        refreshAfter
      />
    </>
  );
};

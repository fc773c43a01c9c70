import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import type { Order } from './types';

export const DeleteOrderButton = () => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete<Order>();
  const [confirming, setConfirming] = useState(false);
  if (!order) return null;

  const confirm = () =>
    deleteOne(
      'orders',
      { id: order.id, previousData: order },
      {
        onSuccess: () => {
          const message = 'Order deleted';
          notify(message, { type: 'success', messageArgs: { _: message } });
          refresh();
        },
        onError: () => {
          const message = 'Could not delete the order. Please try again.';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Delete Order"
        content={<>Are you sure you want to delete this order from {order.fullName}? This action cannot be undone.</>}
        confirm="Delete Order"
        cancel="Cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

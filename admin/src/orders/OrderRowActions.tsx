import { Stack } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useRecordContext } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import { DeleteButton } from '../shared/DeleteDialog';
import { useShowOrderDetails } from './OrderDetailsContext';
import { orderDeletion } from './orderScreen';
import type { Order } from './types';

export const OrderRowActions = () => {
  const order = useRecordContext<Order>();
  const showDetails = useShowOrderDetails();
  if (!order) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <RowIconButton
        label="View"
        icon={<VisibilityOutlined fontSize="small" />}
        onClick={() => showDetails(order.id)}
      />
      <DeleteButton deletion={orderDeletion} />
    </Stack>
  );
};

import { useState } from 'react';
import { Stack } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useRecordContext } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { statusOf } from './AppointmentFields';
import { DeleteAppointmentDialog } from './DeleteAppointmentDialog';
import type { Appointment } from './types';
import { UpdateStatusDialog } from './UpdateStatusDialog';

type Open = 'details' | 'edit' | 'delete' | null;

/** The inline status select (saves at once), then View, Edit (status and notes) and Delete. */
export const AppointmentRowActions = () => {
  const appointment = useRecordContext<Appointment>();
  // Spec 3 §4: the answer replaces the row; the list does not reload.
  const { save, isPending } = useLeadUpdate<Appointment>('appointments', { reloadList: false });
  const [open, setOpen] = useState<Open>(null);
  if (!appointment) return null;
  const close = () => setOpen(null);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <StatusSelect
        kind="appointment"
        label={`Status of ${appointment.fullName}'s appointment`}
        hiddenLabel
        value={statusOf(appointment)}
        disabled={isPending}
        onChange={(status) => save(appointment, { status: status as Appointment['status'] })}
      />
      <RowIconButton label="View" icon={<VisibilityOutlined fontSize="small" />} onClick={() => setOpen('details')} />
      <RowIconButton label="Edit" icon={<EditOutlined fontSize="small" />} onClick={() => setOpen('edit')} />
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setOpen('delete')}
      />
      <AppointmentDetailsDialog
        appointment={appointment}
        open={open === 'details'}
        onClose={close}
        onEdit={() => setOpen('edit')}
      />
      <UpdateStatusDialog appointment={appointment} open={open === 'edit'} onClose={close} />
      <DeleteAppointmentDialog appointment={appointment} open={open === 'delete'} onClose={close} />
    </Stack>
  );
};

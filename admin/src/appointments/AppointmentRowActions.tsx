import { useState } from 'react';
import { Stack } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useRecordContext } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import { DeleteDialog } from '../shared/DeleteDialog';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { statusOf } from './AppointmentFields';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { appointmentDeletion } from './appointmentScreen';
import { NoteDialog } from './NoteDialog';
import { RescheduleDialog } from './RescheduleDialog';
import type { Appointment } from './types';
import { UpdateStatusDialog } from './UpdateStatusDialog';
import { VideoLinkDialog } from './VideoLinkDialog';

/** The dialogs a row and its details open. */
export type AppointmentAction = 'edit' | 'reschedule' | 'cancel' | 'video' | 'note';
export type AppointmentDialog = 'details' | 'delete' | AppointmentAction;
type Open = AppointmentDialog | null;

/**
 * The inline status select (saves at once: confirming or cancelling there e-mails the customer too),
 * then View (details, where every change is offered, notes and the video link too), Edit (status),
 * Reschedule and Delete.
 */
export const AppointmentRowActions = () => {
  const appointment = useRecordContext<Appointment>();
  // Spec 3 §4: the answer replaces the row; the list does not reload.
  const { save, isPending } = useLeadUpdate<Appointment>('appointments', { reloadList: false });
  const [open, setOpen] = useState<Open>(null);
  if (!appointment) return null;
  const close = () => setOpen(null);

  return (
    // The icons wrap under the select where the table is tight, rather than leaving it.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
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
      {statusOf(appointment) !== 'cancelled' && (
        <RowIconButton
          label="Reschedule"
          icon={<EventRepeatOutlined fontSize="small" />}
          onClick={() => setOpen('reschedule')}
        />
      )}
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setOpen('delete')}
      />
      <AppointmentDialogs appointment={appointment} open={open} onOpen={setOpen} onClose={close} />
    </Stack>
  );
};

/** The dialogs of an appointment, the one named by `open` shown: from its row, or from the address (/appointments/<id>). */
export const AppointmentDialogs = ({
  appointment,
  open,
  onOpen,
  onClose,
}: {
  appointment: Appointment;
  open: Open;
  onOpen: (dialog: AppointmentDialog) => void;
  onClose: () => void;
}) => (
  <>
    <AppointmentDetailsDialog appointment={appointment} open={open === 'details'} onClose={onClose} onAction={onOpen} />
    <UpdateStatusDialog appointment={appointment} open={open === 'edit'} onClose={onClose} />
    <RescheduleDialog appointment={appointment} open={open === 'reschedule'} onClose={onClose} />
    <CancelAppointmentDialog appointment={appointment} open={open === 'cancel'} onClose={onClose} />
    <VideoLinkDialog appointment={appointment} open={open === 'video'} onClose={onClose} />
    <NoteDialog appointment={appointment} open={open === 'note'} onClose={onClose} />
    <DeleteDialog deletion={appointmentDeletion} record={appointment} open={open === 'delete'} onClose={onClose} />
  </>
);

/**
 * The appointment of a staff e-mail's link (/appointments/<id>): its details over the list, and the
 * dialogs they lead to; closing the last goes back to the list.
 */
export const AppointmentFromAddress = ({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) => {
  const [open, setOpen] = useState<AppointmentDialog>('details');
  return <AppointmentDialogs appointment={appointment} open={open} onOpen={setOpen} onClose={onClose} />;
};

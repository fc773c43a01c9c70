import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogTitle,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
} from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
import { ReadingDialogContent } from '../shared/ReadingDialogContent';
import { priceAndShown } from '../leads/money';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusBadge } from '../leads/StatusBadge';
import { statusOf } from './AppointmentFields';
import type { AppointmentAction } from './AppointmentRowActions';
import { MEETING_LABELS, type Appointment } from './types';
import { useAppointmentChange } from './useAppointmentChange';

/**
 * Details (spec 3 §2.3), and what staff do with an appointment: confirm it, move it, cancel it, add
 * the video link, note something, or edit the status.
 */
export const AppointmentDetailsDialog = ({
  appointment,
  open,
  onClose,
  onAction,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  /** Opens another dialog over the list (edit status, reschedule, cancel, video link, note). */
  onAction: (action: AppointmentAction) => void;
}) => {
  const { change, isPending } = useAppointmentChange(appointment);
  const status = statusOf(appointment);
  const video = appointment.meetingMode === 'video';
  const location = [appointment.city, appointment.state].filter(Boolean).join(', ');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`appointment-${appointment.id}-title`}
    >
      <DialogTitle id={`appointment-${appointment.id}-title`}>Appointment Details</DialogTitle>
      <ReadingDialogContent>
        <Grid container columnSpacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Name">{appointment.fullName}</DialogFact>
          </Grid>
          {appointment.reference && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <DialogFact label="Reference">{appointment.reference}</DialogFact>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Email">{appointment.email || 'N/A'}</DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Phone">{appointment.phone}</DialogFact>
          </Grid>
          {location && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <DialogFact label="Location">{location}</DialogFact>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Date">
              <ShopDate value={appointment.consultationDateTime} style="date" />
            </DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Time">
              <ShopDate value={appointment.consultationDateTime} style="time" />
            </DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Meeting">{MEETING_LABELS[appointment.meetingMode ?? 'showroom']}</DialogFact>
          </Grid>
          {video && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <DialogFact label="Video link">{appointment.videoLink || 'Not sent yet'}</DialogFact>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Consultation Type">{appointment.assistanceType}</DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Budget">{appointment.budgetLabel}</DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Status">
              <StatusBadge kind="appointment" value={statusOf(appointment)} />
            </DialogFact>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DialogFact label="Source">
              <SourceLabel lead={appointment} />
            </DialogFact>
          </Grid>
          <Grid size={12}>
            <DialogFact label="Additional Details">{appointment.additionalDetails || 'None'}</DialogFact>
          </Grid>
          <Grid size={12}>
            <DialogFact label="Admin Notes">{appointment.notes || 'None'}</DialogFact>
          </Grid>
          {appointment.items && appointment.items.length > 0 && (
            <Grid size={12}>
              {appointment.shownCurrency && appointment.shownCurrency !== 'USD' && (
                <DialogFact label="Prices shown in">
                  {appointment.shownCurrency} at {Number(appointment.shownRate)} per US$1
                </DialogFact>
              )}
              <DialogFact label="Shortlisted Items">
                <List dense disablePadding>
                  {appointment.items.map((item) => (
                    <ListItem key={item.id} disableGutters>
                      <ListItemAvatar>
                        <Avatar
                          variant="rounded"
                          src={item.image ?? undefined}
                          alt={item.image ? item.name : undefined}
                        />
                      </ListItemAvatar>
                      <ListItemText
                        primary={item.name}
                        secondary={[
                          item.stockNumber && `Stock #: ${item.stockNumber}`,
                          item.price != null && priceAndShown(item.price, appointment),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              </DialogFact>
            </Grid>
          )}
        </Grid>
      </ReadingDialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>Close</Button>
        <Button onClick={() => onAction('note')}>{appointment.notes ? 'Edit note' : 'Add note'}</Button>
        <Button onClick={() => onAction('edit')}>Edit status</Button>
        {video && status !== 'cancelled' && (
          <Button onClick={() => onAction('video')}>
            {appointment.videoLink ? 'Change video link' : 'Add video link'}
          </Button>
        )}
        {status !== 'cancelled' && (
          <>
            <Button onClick={() => onAction('reschedule')}>Reschedule</Button>
            <Button color="error" onClick={() => onAction('cancel')}>
              Cancel appointment
            </Button>
          </>
        )}
        {status === 'pending' && (
          <Button
            variant="contained"
            disabled={isPending}
            onClick={() =>
              change({ status: 'confirmed' }, { succeeded: 'Appointment confirmed.', tellsCustomer: true })
            }
          >
            Confirm
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

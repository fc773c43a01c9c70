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
import { formatPrice } from '../leads/money';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusBadge } from '../leads/StatusBadge';
import { statusOf } from './AppointmentFields';
import type { Appointment } from './types';

/** Read-only details (spec 3 §2.3); Edit opens the status dialog. */
export const AppointmentDetailsDialog = ({
  appointment,
  open,
  onClose,
  onEdit,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  onEdit: () => void;
}) => {
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
                          item.price != null && formatPrice(item.price),
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
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onEdit}>
          Edit
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusBadge } from '../leads/StatusBadge';
import type { ContactMessage } from './types';

export const ContactDetailsDialog = ({
  contact,
  open,
  onClose,
}: {
  contact: ContactMessage;
  open: boolean;
  onClose: () => void;
}) => {
  const titleId = `contact-${contact.id}-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Contact Message</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Name">{contact.fullName}</DialogFact>
        <DialogFact label="Phone">
          <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
        </DialogFact>
        {contact.email && (
          <DialogFact label="Email">
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </DialogFact>
        )}
        <DialogFact label="Date">
          <ShopDate value={contact.createdAt} />
        </DialogFact>
        <DialogFact label="Status">
          <StatusBadge kind="contact" value={contact.status} />
        </DialogFact>
        <DialogFact label="Source">
          <SourceLabel lead={contact} />
        </DialogFact>
        <DialogFact label="Message">{contact.message}</DialogFact>
        {contact.adminNotes && <DialogFact label="Admin Notes">{contact.adminNotes}</DialogFact>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

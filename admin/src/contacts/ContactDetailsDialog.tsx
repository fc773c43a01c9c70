import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField } from '@mui/material';
import { useRefresh } from 'react-admin';
import { DialogFact } from '../leads/DialogFact';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import type { ContactMessage } from './types';

/**
 * A message in full, with what staff manage of it (spec 3 §6: status and notes). Each change saves at
 * once (notes when the field is left) and the answer replaces the row; the list reloads when the dialog
 * closes, so a message that leaves the current filter does not take its open dialog with it.
 */
export const ContactDetailsDialog = ({
  contact,
  open,
  onClose,
}: {
  contact: ContactMessage;
  open: boolean;
  onClose: () => void;
}) => {
  const refresh = useRefresh();
  const { save, isPending } = useLeadUpdate<ContactMessage>('contacts', { reloadList: false });
  const [notes, setNotes] = useState(contact.adminNotes ?? '');
  const changed = useRef(false);
  useEffect(() => setNotes(contact.adminNotes ?? ''), [contact.id, contact.adminNotes]);

  const saveChange = (data: Partial<ContactMessage>, change: 'status' | 'notes') => {
    // Counted when sent: Close may come while the notes are still saving (leaving the field saves them).
    changed.current = true;
    save(contact, data, { change });
  };
  const saveNotes = () => {
    if (notes !== (contact.adminNotes ?? '')) saveChange({ adminNotes: notes }, 'notes');
  };
  const close = () => {
    onClose();
    if (changed.current) refresh();
    changed.current = false;
  };

  const titleId = `contact-${contact.id}-title`;
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Contact Message</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Reference">{contact.reference}</DialogFact>
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
        <DialogFact label="Source">
          <SourceLabel lead={contact} />
        </DialogFact>
        <DialogFact label="Message">{contact.message}</DialogFact>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <StatusSelect
            kind="contact"
            label="Status"
            value={contact.status}
            disabled={isPending}
            onChange={(status) => saveChange({ status: status as ContactMessage['status'] }, 'status')}
          />
          <TextField
            label="Admin Notes"
            multiline
            rows={3}
            fullWidth
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={saveNotes}
            helperText="Saved when you leave the field"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

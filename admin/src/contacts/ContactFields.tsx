import { Box, Link, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import type { ContactMessage } from './types';

const PREVIEW_LENGTH = 80;

/** The first 80 characters of the message, on one line. */
export const messagePreview = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH).trimEnd()}…` : line;
};

export const ContactField = () => {
  const contact = useRecordContext<ContactMessage>();
  if (!contact) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {contact.fullName}
      </Typography>
      {contact.email && (
        // A long address breaks anywhere rather than widening the contact column.
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${contact.email}`} color="inherit">
            {contact.email}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {contact.phone}
      </Typography>
      <SourceLabel lead={contact} />
    </Box>
  );
};

export const MessagePreviewField = () => {
  const contact = useRecordContext<ContactMessage>();
  return contact ? (
    <Typography variant="body2" sx={{ maxWidth: 360 }}>
      {messagePreview(contact.message)}
    </Typography>
  ) : null;
};

/** The inline status dropdown: saves the new status alone, then the list reloads (spec 3 §4). */
export const ContactStatusSelect = () => {
  const contact = useRecordContext<ContactMessage>();
  const { save, isPending } = useLeadUpdate<ContactMessage>('contacts', { reloadList: true });
  if (!contact) return null;
  return (
    <StatusSelect
      kind="contact"
      label={`Status of the message from ${contact.fullName}`}
      hiddenLabel
      value={contact.status}
      disabled={isPending}
      onChange={(status) => save(contact, { status: status as ContactMessage['status'] })}
    />
  );
};

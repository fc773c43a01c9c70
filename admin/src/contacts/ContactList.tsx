import { Box } from '@mui/material';
import { Datagrid, List, TextField, WrapperField, useRecordContext } from 'react-admin';
import { LeadFromAddress } from '../leads/LeadFromAddress';
import { LeadReferenceField } from '../leads/LeadReferenceField';
import { LeadListActions } from '../leads/ListActions';
import { EmptyState, ListState } from '../leads/ListState';
import { NumberedPagination } from '../leads/Pagers';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { ContactDetailsDialog } from './ContactDetailsDialog';
import { ContactField, ContactStatusSelect, MessagePreviewField } from './ContactFields';
import { contactFilters } from './contactScreen';
import { ContactRowActions } from './ContactRowActions';
import type { ContactMessage } from './types';

const ContactDateField = () => {
  const contact = useRecordContext<ContactMessage>();
  return contact ? <ShopDate value={contact.createdAt} /> : null;
};

const ContactSourceField = () => {
  const contact = useRecordContext<ContactMessage>();
  return contact ? <SourceLabel lead={contact} /> : null;
};

/** On a phone: who wrote, the start of the message, when and from where, then the status and the row's actions. */
const ContactCards = () => (
  <RecordCardList
    title={<TextField source="fullName" variant="inherit" />}
    facts={
      <>
        <Box sx={{ color: 'text.primary', my: 0.5 }}>
          <MessagePreviewField />
        </Box>
        <LeadReferenceField />
        <ContactDateField />
        <ContactSourceField />
      </>
    }
    actions={
      <>
        <ContactStatusSelect />
        <ContactRowActions />
      </>
    }
  />
);

const ContactList = () => {
  const isSmall = useSmallScreen();
  return (
    <>
      <List
        filters={contactFilters}
        actions={<LeadListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<NumberedPagination />}
        empty={false}
      >
        <ListState
          loading="Loading contact messages..."
          empty={
            <EmptyState
              title="No contact messages found"
              hint="Messages will appear here when customers submit the contact form."
              filteredHint="Try adjusting your search or filters."
            />
          }
        >
          {/* Sortable: Date. */}
          {isSmall ? (
            <ContactCards />
          ) : (
            <Datagrid rowClick={false} bulkActionButtons={false}>
              <TextField source="reference" label="Reference" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
              <WrapperField label="Contact">
                <ContactField />
              </WrapperField>
              <WrapperField label="Message Preview">
                <MessagePreviewField />
              </WrapperField>
              <WrapperField label="Date" source="createdAt">
                <ContactDateField />
              </WrapperField>
              <WrapperField label="Status">
                <ContactStatusSelect />
              </WrapperField>
              <WrapperField label="Actions">
                <ContactRowActions />
              </WrapperField>
            </Datagrid>
          )}
        </ListState>
      </List>
      <LeadFromAddress<ContactMessage>
        render={(contact, close) => <ContactDetailsDialog contact={contact} open onClose={close} />}
      />
    </>
  );
};

// Default export for React.lazy.
export default ContactList;

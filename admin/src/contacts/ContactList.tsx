import { Datagrid, List, WrapperField, useRecordContext } from 'react-admin';
import { LeadListActions } from '../leads/ListActions';
import { EmptyState, ListState } from '../leads/ListState';
import { NumberedPagination } from '../leads/Pagers';
import { ShopDate } from '../leads/shopTime';
import { ContactField, ContactStatusSelect, MessagePreviewField } from './ContactFields';
import { contactFilters } from './contactFilters';
import { ContactRowActions } from './ContactRowActions';
import type { ContactMessage } from './types';

const ContactDateField = () => {
  const contact = useRecordContext<ContactMessage>();
  return contact ? <ShopDate value={contact.createdAt} /> : null;
};

const ContactList = () => (
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
      <Datagrid rowClick={false} bulkActionButtons={false}>
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
    </ListState>
  </List>
);

// Default export for React.lazy.
export default ContactList;

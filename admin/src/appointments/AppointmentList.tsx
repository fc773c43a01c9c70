import { Alert } from '@mui/material';
import { Datagrid, List, TextField, WrapperField } from 'react-admin';
import { LeadListActions } from '../leads/ListActions';
import { EmptyState, ListState } from '../leads/ListState';
import { PreviousNextPagination } from '../leads/Pagers';
import {
  AppointmentDateTimeField,
  AppointmentEmailField,
  AppointmentStatusField,
} from './AppointmentFields';
import { appointmentFilters } from './appointmentFilters';
import { AppointmentRowActions } from './AppointmentRowActions';

const AppointmentList = () => (
  <List
    filters={appointmentFilters}
    actions={<LeadListActions />}
    sort={{ field: 'consultationDateTime', order: 'DESC' }}
    // The spec leaves the page size to the server; 10 like the console's other lists.
    perPage={10}
    pagination={<PreviousNextPagination label={(page, pages) => `Showing page ${page} of ${pages}`} />}
    empty={false}
    error={<Alert severity="error">Failed to load appointments. Please try again.</Alert>}
  >
    <ListState
      loading="Loading appointments..."
      empty={
        <EmptyState
          title="No appointments found"
          hint="Appointments will appear here when customers book a consultation."
          filteredHint="Try adjusting your search or filters."
        />
      }
    >
      {/* Sortable: Name and Date & Time. */}
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="fullName" label="Name" />
        <WrapperField label="Email">
          <AppointmentEmailField />
        </WrapperField>
        <TextField source="phone" label="Phone" sortable={false} />
        <WrapperField label="Date & Time" source="consultationDateTime">
          <AppointmentDateTimeField />
        </WrapperField>
        <TextField source="assistanceType" label="Service" sortable={false} />
        <WrapperField label="Status">
          <AppointmentStatusField />
        </WrapperField>
        <WrapperField label="Actions">
          <AppointmentRowActions />
        </WrapperField>
      </Datagrid>
    </ListState>
  </List>
);

// Default export for React.lazy.
export default AppointmentList;

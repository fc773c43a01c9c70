import { Alert, Box } from '@mui/material';
import { Datagrid, List, TextField, WrapperField } from 'react-admin';
import { LeadFromAddress } from '../leads/LeadFromAddress';
import { LeadListActions } from '../leads/ListActions';
import { EmptyState, ListState } from '../leads/ListState';
import { PreviousNextPagination } from '../leads/Pagers';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import {
  AppointmentDateTimeField,
  AppointmentEmailField,
  AppointmentMeetingField,
  AppointmentStatusField,
} from './AppointmentFields';
import { appointmentFilters } from './appointmentScreen';
import { AppointmentFromAddress, AppointmentRowActions } from './AppointmentRowActions';
import type { Appointment } from './types';

/** On a phone: who and the status, then when, what for and how to reach them, and the row's actions. */
const AppointmentCards = () => (
  <RecordCardList
    title={<TextField source="fullName" variant="inherit" />}
    badge={<AppointmentStatusField />}
    facts={
      <>
        <Box sx={{ color: 'text.primary' }}>
          <AppointmentDateTimeField />
        </Box>
        <Box>
          <TextField source="assistanceType" variant="inherit" /> · <AppointmentMeetingField />
        </Box>
        <AppointmentEmailField />
        <TextField source="phone" variant="inherit" sx={{ display: 'block' }} />
      </>
    }
    actions={<AppointmentRowActions />}
  />
);

const AppointmentList = () => {
  const isSmall = useSmallScreen();
  return (
    <>
      <List
        filters={appointmentFilters}
        actions={<LeadListActions />}
        // What is coming first: the next consultation at the top; "When" shows past ones (or all) instead.
        sort={{ field: 'consultationDateTime', order: 'ASC' }}
        filterDefaultValues={{ when: 'upcoming' }}
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
          {isSmall ? (
            <AppointmentCards />
          ) : (
            <Datagrid rowClick={false} bulkActionButtons={false}>
              <TextField source="fullName" label="Name" />
              <WrapperField label="Email">
                <AppointmentEmailField />
              </WrapperField>
              <TextField source="phone" label="Phone" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
              <WrapperField label="Date & Time" source="consultationDateTime">
                <AppointmentDateTimeField />
              </WrapperField>
              {/* The service, and where it takes place beneath it: one column, so the row's actions keep their room. */}
              <WrapperField label="Service">
                <TextField source="assistanceType" sx={{ display: 'block' }} />
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                  <AppointmentMeetingField />
                </Box>
              </WrapperField>
              <WrapperField label="Status">
                <AppointmentStatusField />
              </WrapperField>
              <WrapperField label="Actions">
                <AppointmentRowActions />
              </WrapperField>
            </Datagrid>
          )}
        </ListState>
      </List>
      <LeadFromAddress<Appointment>
        render={(appointment, close) => <AppointmentFromAddress appointment={appointment} onClose={close} />}
      />
    </>
  );
};

// Default export for React.lazy.
export default AppointmentList;

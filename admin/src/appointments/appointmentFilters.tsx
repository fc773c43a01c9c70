import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { PartnerSiteInput, ShowSpamInput, SourceInput } from '../leads/leadFilters';
import { choicesOf } from '../leads/statuses';
import { MEETING_LABELS } from './types';

export const appointmentFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by name or email..."
    sx={{ minWidth: 280 }}
    slotProps={{ htmlInput: { 'aria-label': 'Search appointments' } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={choicesOf('appointment')}
    emptyText="All Status"
  />,
  // Upcoming by default (AppointmentList): from the start of the shop's today, soonest first.
  <SelectInput
    key="when"
    source="when"
    label="When"
    alwaysOn
    choices={[
      { id: 'upcoming', name: 'Upcoming' },
      { id: 'past', name: 'Past' },
    ]}
    emptyText="All dates"
  />,
  <SelectInput
    key="meetingMode"
    source="meetingMode"
    label="Meeting"
    alwaysOn
    choices={Object.entries(MEETING_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="Showroom and video"
  />,
  // The consultation day in the shop's time zone (YYYY-MM-DD), which the server reads the same way.
  <DateInput key="date" source="date" label="Date" alwaysOn />,
  <SourceInput key="source" source="source" alwaysOn />,
  <PartnerSiteInput key="sourceOrigin" source="sourceOrigin" alwaysOn />,
  <ShowSpamInput key="spam" source="spam" alwaysOn />,
];

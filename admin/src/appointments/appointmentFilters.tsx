import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { PartnerSiteInput, ShowSpamInput, SourceInput } from '../leads/leadFilters';
import { choicesOf } from '../leads/statuses';

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
  // The consultation day in the shop's time zone (YYYY-MM-DD), which the server reads the same way.
  <DateInput key="date" source="date" label="Date" alwaysOn />,
  <SourceInput key="source" source="source" alwaysOn />,
  <PartnerSiteInput key="sourceOrigin" source="sourceOrigin" alwaysOn />,
  <ShowSpamInput key="spam" source="spam" alwaysOn />,
];

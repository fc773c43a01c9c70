import { SearchInput, SelectInput } from 'react-admin';
import { PartnerSiteInput, ShowSpamInput, SourceInput } from '../leads/leadFilters';
import { choicesOf } from '../leads/statuses';

export const contactFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by reference, name, email, phone or message..."
    sx={{ minWidth: 320 }}
    slotProps={{ htmlInput: { 'aria-label': 'Search contact messages' } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={choicesOf('contact')}
    emptyText="All Status"
  />,
  <SourceInput key="source" source="source" alwaysOn />,
  <PartnerSiteInput key="sourceOrigin" source="sourceOrigin" alwaysOn />,
  <ShowSpamInput key="spam" source="spam" alwaysOn />,
];

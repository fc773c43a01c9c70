import { SearchInput, SelectInput } from 'react-admin';

/** Always shown: staff look people up by name, username or e-mail, and narrow by role or status. */
export const userFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Name, username or email"
    sx={{ minWidth: 300 }}
    slotProps={{ htmlInput: { 'aria-label': 'Search users' } }}
  />,
  <SelectInput
    key="role"
    source="role"
    label="Role"
    alwaysOn
    choices={[
      { id: 'admin', name: 'Admin' },
      { id: 'customer', name: 'Customer' },
    ]}
  />,
  <SelectInput
    key="isDisabled"
    source="isDisabled"
    label="Status"
    alwaysOn
    choices={[
      { id: false, name: 'Active' },
      { id: true, name: 'Disabled' },
    ]}
  />,
];

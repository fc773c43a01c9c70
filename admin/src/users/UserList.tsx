import {
  CreateButton,
  Datagrid,
  DateField,
  EmailField,
  List,
  Pagination,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin';
import { RoleChip, StatusChip } from './UserChips';
import { userFilters } from './userFilters';
import { UserListEmpty } from './UserListEmpty';
import { UserRowActions } from './UserRowActions';

// Only administrators can be created here; customers register on the storefront.
const UserListActions = () => (
  <TopToolbar>
    <CreateButton label="Add Admin" />
  </TopToolbar>
);

const UserList = () => (
  <List
    filters={userFilters}
    actions={<UserListActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    // Keep the toolbar (search, filters, Add Admin) even when nothing matches.
    empty={false}
  >
    <Datagrid rowClick={false} bulkActionButtons={false} empty={<UserListEmpty />}>
      <TextField source="name" label="Name" />
      <EmailField source="email" label="Email" />
      <TextField source="username" label="Username" sortable={false} emptyText="—" />
      <WrapperField label="Role">
        <RoleChip />
      </WrapperField>
      <WrapperField label="Status">
        <StatusChip />
      </WrapperField>
      <DateField source="createdAt" label="Joined" locales="en-US" options={{ dateStyle: 'medium' }} />
      <WrapperField label="Actions">
        <UserRowActions />
      </WrapperField>
    </Datagrid>
  </List>
);

// Default export for React.lazy.
export default UserList;

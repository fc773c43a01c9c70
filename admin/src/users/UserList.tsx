import { Stack } from '@mui/material';
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
  useCanAccess,
} from 'react-admin';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { RoleChip, StatusChip } from './UserChips';
import { userFilters } from './userScreen';
import { UserListEmpty } from './UserListEmpty';
import { UserRowActions } from './UserRowActions';

// Only staff are created here, by Owners (react-admin hides the button from the others); customers register on the
// storefront.
const UserListActions = () => (
  <TopToolbar>
    <CreateButton label="Add Staff" />
  </TopToolbar>
);

const Joined = () => <DateField source="createdAt" locales="en-US" options={{ dateStyle: 'medium' }} />;

/** On a phone: name and status, e-mail, username, role and when they joined, then Disable/Enable and Delete. */
const UserCards = () => (
  <RecordCardList
    title={<TextField source="name" variant="inherit" />}
    badge={<StatusChip />}
    facts={
      <>
        <EmailField source="email" sx={{ display: 'block' }} />
        <TextField source="username" variant="inherit" sx={{ display: 'block' }} emptyText="" />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <RoleChip />
          <span>
            Joined <Joined />
          </span>
        </Stack>
      </>
    }
    actions={<UserRowActions />}
    empty={<UserListEmpty />}
  />
);

const UserList = () => {
  const isSmall = useSmallScreen();
  // Owners see staff accounts beside the customers; the others are listed customers only.
  const { canAccess: listsStaff } = useCanAccess({ resource: 'users', action: 'staff' });
  return (
    <List
      filters={userFilters(listsStaff === true)}
      actions={<UserListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      // Keep the toolbar (search, filters, Add Staff) even when nothing matches.
      empty={false}
    >
      {isSmall ? (
        <UserCards />
      ) : (
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
          <WrapperField label="Joined" source="createdAt">
            <Joined />
          </WrapperField>
          <WrapperField label="Actions">
            <UserRowActions />
          </WrapperField>
        </Datagrid>
      )}
    </List>
  );
};

// Default export for React.lazy.
export default UserList;

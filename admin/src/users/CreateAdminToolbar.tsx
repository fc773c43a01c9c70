import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { ListButton, SaveButton, Toolbar, useSaveContext } from 'react-admin';

export const CreateAdminToolbar = () => {
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton
        label={saving ? 'Creating...' : 'Create Admin'}
        icon={<PersonAddOutlined />}
        // Enabled on an empty form too, so pressing it explains what is missing; disabled while sending.
        alwaysEnable={!saving}
      />
      <ListButton label="Back to Users" icon={<ArrowBack />} />
    </Toolbar>
  );
};

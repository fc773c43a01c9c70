import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { ListButton, SaveButton, Toolbar, useSaveContext } from 'react-admin';

export const CreateStaffToolbar = () => {
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton
        label={saving ? 'Creating...' : 'Create Staff'}
        icon={<PersonAddOutlined />}
        // Enabled on an empty form too, so pressing it explains what is missing; disabled while sending.
        alwaysEnable={!saving}
      />
      <ListButton label="Back to Users" icon={<ArrowBack />} />
    </Toolbar>
  );
};

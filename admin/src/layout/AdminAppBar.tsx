import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, useLocation } from 'react-admin';
import { sectionTitle } from './sectionTitles';
import { useAdminIdentity } from './useAdminIdentity';

export const AdminAppBar = () => {
  const { pathname } = useLocation();
  return (
    <AppBar
      userMenu={false}
      toolbar={
        <>
          {/* Passed on to the spinner shown while data loads: a progress bar needs a name (axe aria-progressbar-name). */}
          <LoadingIndicator aria-label="Loading" />
          <Welcome />
        </>
      }
    >
      <Typography variant="h6" component="h1" noWrap sx={{ flex: 1 }}>
        {sectionTitle(pathname)}
      </Typography>
    </AppBar>
  );
};

const Welcome = () => {
  const { identity, isPending } = useAdminIdentity();
  if (isPending) return null;
  return (
    <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, px: 1 }}>
      Welcome, {identity?.fullName || 'Admin'}
    </Typography>
  );
};

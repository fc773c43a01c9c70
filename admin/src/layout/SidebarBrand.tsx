import { Avatar, Box, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { useSidebarState } from 'react-admin';

/** The badge and 'Admin Panel' label at the top of the sidebar; only the badge when narrow. */
export const SidebarBrand = () => {
  const [sidebarIsOpen] = useSidebarState();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.25, py: 2 }}>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>
        <DiamondOutlined fontSize="small" />
      </Avatar>
      {sidebarIsOpen && (
        <Typography variant="h6" component="p" noWrap>
          Admin Panel
        </Typography>
      )}
    </Box>
  );
};

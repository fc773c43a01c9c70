import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar. On a phone it opens over the page as MUI's temporary drawer, a dialog, which is named
 * so screen readers say what opened (axe aria-dialog-name); beside the page it is no dialog and needs no name.
 */
export const AdminSidebar = (props: SidebarProps) => {
  const overPage = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <Sidebar {...props} slotProps={overPage ? { paper: { 'aria-label': 'Menu' } } : undefined} />;
};

import { Tooltip } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Logout, Menu, useSidebarState } from 'react-admin';
import { isMenuGroup, menuEntries } from './menuEntries';
import { SidebarBrand } from './SidebarBrand';
import { SubMenu } from './SubMenu';

export const AdminMenu = () => (
  <>
    <SidebarBrand />
    <Menu>
      {menuEntries.map((entry) =>
        isMenuGroup(entry) ? (
          <SubMenu key={entry.label} group={entry} />
        ) : (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<entry.icon />} />
        ),
      )}
      <LogoutItem />
    </Menu>
  </>
);

// Aligned with react-admin's menu links, and clipped like them when the sidebar is narrow.
const logoutStyle = {
  color: 'text.secondary',
  '& .RaLogout-icon': { minWidth: 40, color: 'inherit' },
  '& .MuiListItemText-root': { overflow: 'hidden', whiteSpace: 'nowrap' },
};

/** react-admin's Logout clears the session and returns to the login page; it only lacks the narrow-mode tooltip. */
const LogoutItem = () => {
  const [sidebarIsOpen] = useSidebarState();
  const logout = <Logout icon={<LogoutOutlined />} sx={logoutStyle} />;
  return sidebarIsOpen ? (
    logout
  ) : (
    <Tooltip title="Logout" placement="right">
      {logout}
    </Tooltip>
  );
};

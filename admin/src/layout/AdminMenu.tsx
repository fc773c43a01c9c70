import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Logout, Menu, useLogout, useNotify, useSidebarState } from 'react-admin';
import { endServerSession } from '../api';
import { isMenuGroup } from './menuEntries';
import { MenuLinkItem } from './MenuLinkItem';
import { SidebarBrand } from './SidebarBrand';
import { SubMenu } from './SubMenu';
import { useMenuEntries } from './useMenuEntries';
import { useUnhandledLeads } from './useUnhandledLeads';

/** The sidebar: the screens the signed-in role may open, then Logout and Sign out everywhere. */
export const AdminMenu = () => {
  const counts = useUnhandledLeads();
  const entries = useMenuEntries();
  return (
    <>
      <SidebarBrand />
      <Menu>
        {entries.map((entry) =>
          isMenuGroup(entry) ? (
            <SubMenu key={entry.label} group={entry} counts={counts} />
          ) : (
            <MenuLinkItem key={entry.to} link={entry} counts={counts} />
          ),
        )}
        <LogoutItem />
        <SignOutEverywhereItem />
      </Menu>
    </>
  );
};

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

/**
 * Ends every session of this account on the server (a lost phone, a shared computer), then signs
 * this browser out. If the server cannot confirm it, the admin stays signed in and is told to retry.
 */
const SignOutEverywhereItem = () => {
  const [sidebarIsOpen] = useSidebarState();
  const logout = useLogout();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const label = 'Sign out everywhere';
  const signOutEverywhere = async () => {
    setBusy(true);
    if (await endServerSession('logout-everywhere')) return logout();
    setBusy(false);
    notify('Could not sign out everywhere. Please try again.', { type: 'error' });
  };
  const item = (
    <MenuItem onClick={() => void signOutEverywhere()} disabled={busy} sx={logoutStyle}>
      <ListItemIcon className="RaLogout-icon">
        <DevicesOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
  return sidebarIsOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};

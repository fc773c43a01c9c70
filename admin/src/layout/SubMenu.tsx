import { useEffect, useId, useState } from 'react';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation, useSidebarState } from 'react-admin';
import type { MenuGroup } from './menuEntries';
import { CountBadge, CountedLabel, MenuLinkItem, unhandledCount } from './MenuLinkItem';
import type { UnhandledLeads } from './useUnhandledLeads';

/** A collapsible group of the sidebar; it opens by itself when one of its screens is showing. */
export const SubMenu = ({ group, counts }: { group: MenuGroup; counts?: UnhandledLeads }) => {
  const { pathname } = useLocation();
  const [sidebarIsOpen] = useSidebarState();
  const holdsCurrentScreen = group.items.some((item) => pathname.startsWith(item.to));
  const [isOpen, setIsOpen] = useState(holdsCurrentScreen);
  useEffect(() => {
    if (holdsCurrentScreen) setIsOpen(true);
  }, [holdsCurrentScreen]);
  const listId = useId();
  const Icon = group.icon;
  // Closed, the group carries its screens' counts, so a new order is not hidden inside Users.
  const hiddenCount = isOpen ? 0 : group.items.reduce((sum, item) => sum + unhandledCount(item, counts), 0);

  const header = (
    <MenuItem
      tabIndex={0}
      aria-expanded={isOpen}
      aria-controls={listId}
      onClick={() => setIsOpen(!isOpen)}
      // Same icon column as react-admin's menu links.
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>
        <CountBadge count={hiddenCount}>
          <Icon />
        </CountBadge>
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        <CountedLabel label={group.label} count={hiddenCount} />
      </Typography>
      {sidebarIsOpen && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );

  return (
    <div>
      {sidebarIsOpen ? (
        header
      ) : (
        <Tooltip title={group.label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List
          id={listId}
          role="group"
          aria-label={group.label}
          component="div"
          disablePadding
          sx={{
            // Wide: indent under the group label. Narrow: icons cannot indent, so tint the group instead.
            '& .MuiMenuItem-root': { pl: sidebarIsOpen ? 4 : 2 },
            bgcolor: sidebarIsOpen ? undefined : 'action.hover',
          }}
        >
          {group.items.map((item) => (
            <MenuLinkItem key={item.to} link={item} counts={counts} />
          ))}
        </List>
      </Collapse>
    </div>
  );
};

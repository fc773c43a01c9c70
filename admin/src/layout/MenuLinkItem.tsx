import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import { Menu } from 'react-admin';
import type { MenuLink } from './menuEntries';
import type { UnhandledLeads } from './useUnhandledLeads';
import { visuallyHidden } from '../shared/visuallyHidden';

/** How many of the link's requests wait for staff (0 for a screen that has none to count). */
export const unhandledCount = (link: MenuLink, counts?: UnhandledLeads) =>
  link.unhandled ? (counts?.[link.unhandled] ?? 0) : 0;

/**
 * A count of waiting requests on a menu icon (seen also when the sidebar is narrow). The number itself is hidden
 * from screen readers: the entry's name says it after the label instead (`CountedLabel`: 'Orders (3 new)').
 */
export const CountBadge = ({ count, children }: { count: number; children: ReactNode }) =>
  count ? (
    <Badge badgeContent={count} max={99} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  ) : (
    children
  );

/**
 * 'Orders (3 new)' for screen readers while requests wait, 'Orders' on screen: the name is the visible
 * label followed by the count, so speech input ("click Orders") and the name agree.
 */
export const CountedLabel = ({ label, count }: { label: string; count: number }) => (
  <>
    {label}
    {count ? (
      <Box component="span" sx={visuallyHidden}>
        ({count} new)
      </Box>
    ) : null}
  </>
);

/** One screen of the sidebar, with the count of its requests that wait for staff. */
export const MenuLinkItem = ({ link, counts }: { link: MenuLink; counts?: UnhandledLeads }) => {
  const Icon = link.icon;
  const count = unhandledCount(link, counts);
  return (
    <Menu.Item
      to={link.to}
      primaryText={<CountedLabel label={link.label} count={count} />}
      leftIcon={
        <CountBadge count={count}>
          <Icon />
        </CountBadge>
      }
    />
  );
};

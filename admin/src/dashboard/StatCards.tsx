import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { ScreenAccess } from '../access/screenPermissions';
import { useCanAccessEach } from '../access/useCanAccessEach';
import type { DashboardCard, StatCardKey } from './types';
import { visuallyHidden } from '../shared/visuallyHidden';

// Spec 3 §2.2: Total Products, Total Appointments, Pending Appointments, Total Users, each with
// '±X% from last month'; issue 28 adds what waits at the desk, New Orders and New Messages, beside the
// appointments. The server computes the figures and words the trend ('New this month' from 0); the card shows it.

const order: StatCardKey[] = ['products', 'appointments', 'pendingAppointments', 'newOrders', 'newMessages', 'users'];

const icons: Record<StatCardKey, ReactNode> = {
  products: <Inventory2Outlined />,
  appointments: <EventOutlined />,
  pendingAppointments: <PendingActionsOutlined />,
  newOrders: <ReceiptLongOutlined />,
  newMessages: <MailOutlined />,
  users: <PeopleOutlined />,
};

/**
 * The screen listing what each card counts: the server sends a card only to the roles that may open it, so
 * while the figures load only those cards hold their places.
 */
const countedScreens: Record<StatCardKey, ScreenAccess> = {
  products: { resource: 'products', action: 'list' },
  appointments: { resource: 'appointments', action: 'list' },
  pendingAppointments: { resource: 'appointments', action: 'list' },
  newOrders: { resource: 'orders', action: 'list' },
  newMessages: { resource: 'contacts', action: 'list' },
  users: { resource: 'users', action: 'list' },
};
const orderedScreens = order.map((key) => countedScreens[key]);

/** The labels shown while the figures load (the server's own labels replace them). */
const placeholderLabels: Record<StatCardKey, string> = {
  products: 'Total Products',
  appointments: 'Total Appointments',
  pendingAppointments: 'Pending Appointments',
  newOrders: 'New Orders',
  newMessages: 'New Messages',
  users: 'Total Users',
};

// The badges' green and red (4.5:1 or better on white), so the trend is legible, not only coloured.
const trendStyles = {
  up: { color: '#1e6b34', icon: <TrendingUp fontSize="small" />, spoken: 'Increase: ' },
  down: { color: '#a12626', icon: <TrendingDown fontSize="small" />, spoken: 'Decrease: ' },
  flat: { color: 'text.secondary', icon: <TrendingFlat fontSize="small" />, spoken: 'No change: ' },
};

export const trendDirection = (percent: number) => (percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat');

const numberFormat = new Intl.NumberFormat('en-US');

/** The trend line: arrow and sign for the eye, 'Increase' / 'Decrease' / 'No change' for screen readers. */
export const Trend = ({ percent, text }: { percent: number; text: string }) => {
  const direction = trendDirection(percent);
  const style = trendStyles[direction];
  return (
    <Typography
      variant="body2"
      data-trend={direction}
      sx={{ color: style.color, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {style.icon}
      </Box>
      <span>
        <Box component="span" sx={visuallyHidden}>
          {style.spoken}
        </Box>
        {text}
      </span>
    </Typography>
  );
};

const StatCard = ({ cardKey, card }: { cardKey: StatCardKey; card?: DashboardCard }) => {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} aria-busy={card ? undefined : true} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {card?.label ?? placeholderLabels[cardKey]}
          </Typography>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'inline-flex' }}>
            {icons[cardKey]}
          </Box>
        </Stack>
        {card ? (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
              {numberFormat.format(card.value)}
            </Typography>
            <Trend percent={card.trendPercent} text={card.trendText} />
          </>
        ) : (
          <>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
            <Skeleton variant="text" width="80%" />
          </>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The six cards in their order (a card the server leaves out is not shown); while `cards` is undefined,
 * skeletons of the cards the role may see.
 */
export const StatCards = ({ cards }: { cards?: DashboardCard[] }) => {
  const allowed = useCanAccessEach(orderedScreens);
  return (
    <Box
      component="section"
      aria-label="Shop figures"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {cards
        ? order.flatMap((key) => {
            const card = cards.find((each) => each.key === key);
            return card ? [<StatCard key={key} cardKey={key} card={card} />] : [];
          })
        : order.flatMap((key, index) => (allowed?.[index] ? [<StatCard key={key} cardKey={key} />] : []))}
    </Box>
  );
};

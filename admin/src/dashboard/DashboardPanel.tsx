import { useId, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * A titled card of the dashboard (a section named by its heading), with an optional 'View All' link
 * whose spoken name says where it goes ('View All products'), as several share the same visible text.
 */
export const DashboardPanel = ({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll?: { to: string; what: string };
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {viewAll && (
            <Button component={Link} to={viewAll.to} size="small" sx={{ flexShrink: 0 }}>
              View All
              <Box component="span" sx={visuallyHidden}>
                {` ${viewAll.what}`}
              </Box>
            </Button>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};

/** The line a panel shows when it has nothing to show ('No orders yet'). */
export const EmptyState = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
    {children}
  </Typography>
);

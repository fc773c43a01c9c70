import { Card, CardContent, Typography } from '@mui/material';
import { menuLinks } from '../layout/menuEntries';

/** Placeholder for a menu target whose screen arrives later, titled after its menu entry. */
export const ComingSoon = ({ path }: { path: string }) => (
  <Card sx={{ mt: 3 }}>
    <CardContent>
      <Typography variant="h5" component="h2" gutterBottom>
        {menuLinks.find((link) => link.to === path)?.label}
      </Typography>
      <Typography color="text.secondary">This screen is coming in a later release.</Typography>
    </CardContent>
  </Card>
);

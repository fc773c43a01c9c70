import { Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useAdminIdentity } from '../layout/useAdminIdentity';

export const WelcomeBanner = () => {
  const { identity } = useAdminIdentity();
  return (
    <Card
      sx={{
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.background.paper} 40%, ${alpha(theme.palette.primary.main, 0.12)})`,
      }}
    >
      <CardContent sx={{ py: 4 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Welcome back{identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
        <Typography color="text.secondary">
          Look after the catalogue, the showroom appointments and your customers' requests from here.
        </Typography>
      </CardContent>
    </Card>
  );
};

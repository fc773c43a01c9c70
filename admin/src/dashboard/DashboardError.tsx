import { Alert, AlertTitle, Button } from '@mui/material';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';

/** The dashboard's figures could not be loaded: say so, and offer to ask again. */
export const DashboardError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" startIcon={<RefreshOutlined />} onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    }
  >
    <AlertTitle>Failed to load the dashboard</AlertTitle>
    The shop's figures could not be loaded. Please try again.
  </Alert>
);

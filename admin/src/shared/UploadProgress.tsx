import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { InputHelperText } from 'react-admin';

/** A determinate bar with its percentage and a way to stop; the bar's accessible name says what is sent. */
export const UploadProgress = ({
  label,
  percent,
  onCancel,
}: {
  label: string;
  percent: number;
  onCancel: () => void;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
    <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ flex: 1 }} />
    <Typography variant="caption" sx={{ minWidth: '9ch' }}>
      Uploading... {percent}%
    </Typography>
    <Button size="small" onClick={onCancel}>
      Cancel
    </Button>
  </Box>
);

/** Under a file widget: the upload's progress while it runs, and the refusal or validation message. */
export const UploadStatus = ({
  label,
  progress,
  onCancel,
  message,
}: {
  label: string;
  progress: number | null;
  onCancel: () => void;
  message?: string;
}) => (
  <>
    {progress !== null && <UploadProgress label={`Uploading ${label}`} percent={progress} onCancel={onCancel} />}
    {message && (
      <FormHelperText error role="alert">
        <InputHelperText error={message} />
      </FormHelperText>
    )}
  </>
);

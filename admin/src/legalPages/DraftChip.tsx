import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { LegalPage } from './types';

/** Whether staff have reviewed the page: a draft is the starting text written from the settings. */
export const DraftChip = () => {
  const page = useRecordContext<LegalPage>();
  if (!page) return null;
  return page.draft ? (
    <Chip label="Draft, to be reviewed" color="warning" size="small" />
  ) : (
    <Chip label="Reviewed" color="success" size="small" variant="outlined" />
  );
};

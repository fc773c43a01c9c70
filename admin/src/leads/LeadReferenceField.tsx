import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A request's reference on a phone's card ('Ref. LJ-7K4M9P'), as customers quote it. */
export const LeadReferenceField = () => {
  const lead = useRecordContext<{ reference?: string }>();
  if (!lead?.reference) return null;
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      Ref. {lead.reference}
    </Typography>
  );
};

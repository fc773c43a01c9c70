import type { LeadSource } from '@gem-shop/widgets/api';
import { Chip, Typography } from '@mui/material';

export interface LeadOrigin {
  source?: LeadSource | null;
  sourceOrigin?: string | null;
  spam?: boolean;
}

const host = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

/** 'Storefront', or 'Widget · partner.example' naming the partner page's origin; a Spam chip on spam. */
export const SourceLabel = ({ lead }: { lead: LeadOrigin }) => (
  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
    {lead.source === 'widget' ? `Widget${lead.sourceOrigin ? ` · ${host(lead.sourceOrigin)}` : ''}` : 'Storefront'}
    {lead.spam && <Chip label="Spam" size="small" color="warning" variant="outlined" sx={{ ml: 1, height: 18 }} />}
  </Typography>
);

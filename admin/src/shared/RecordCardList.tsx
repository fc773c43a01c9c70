import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { SimpleList } from 'react-admin';

/**
 * A list on a phone (react-admin's small-screen pattern): SimpleList, one card per record instead of a table
 * row. The card keeps the row's key facts and, under them, the row's own actions (open the details, change the
 * status, delete), so nothing the table offers is out of reach. Each part reads its record from the record
 * context, like the table's fields, so the table and the cards share them.
 */
export const RecordCardList = ({
  picture,
  title,
  badge,
  facts,
  actions,
  empty,
}: {
  /** A thumbnail on the card's left. */
  picture?: ReactNode;
  /** Who or what the record is. */
  title: ReactNode;
  /** Beside the title, e.g. the status. */
  badge?: ReactNode;
  facts?: ReactNode;
  actions?: ReactNode;
  /** What shows when there is no record; react-admin's 'No results' by default. */
  empty?: ReactNode;
}) => (
  <SimpleList
    rowClick={false}
    empty={empty}
    leftIcon={picture ? () => picture : undefined}
    primaryText={
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Box>
        {badge}
      </Box>
    }
    // An element of Typography's own type is kept as the secondary text, so block content is not put in a <p>.
    secondaryText={
      <Typography component="div" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {facts}
        {actions && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>{actions}</Box>
        )}
      </Typography>
    }
    rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
  />
);

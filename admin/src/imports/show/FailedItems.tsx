import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { FailedItem } from '../types';

/** How a row is named: its stock number, or 'Row N' when the file gave none. */
export const rowLabel = (item: FailedItem) => item.stockNumber || `Row ${item.rowIndex}`;

const errorText = (item: FailedItem) => (item.field ? `${item.field}: ${item.error}` : item.error);

/**
 * 'Items Not Uploaded' (spec 2 §2): toggled with Show/Hide Details, scrolling at a maximum height.
 * Removing a row only hides it here, so staff can tick off what they have fixed.
 */
export const FailedItems = ({ items, failedCount }: { items: FailedItem[]; failedCount: number }) => {
  const [open, setOpen] = useState(false);
  // Positions in `items`: a row with several errors has several entries.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const shown = items.map((item, index) => ({ item, index })).filter(({ index }) => !removed.has(index));
  const listedRows = new Set(items.map((item) => item.rowIndex)).size;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="failed-items-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="failed-items-title" variant="h6" component="h3">
          Items Not Uploaded
        </Typography>
        <Button onClick={() => setOpen((was) => !was)} aria-expanded={open}>
          {open ? 'Hide Details' : 'Show Details'}
        </Button>
      </Box>
      {open && (
        <>
          {listedRows < failedCount && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Showing the first {listedRows} of {failedCount} failed rows; the error file lists them all.
            </Typography>
          )}
          {shown.length ? (
            <TableContainer sx={{ maxHeight: 400 }}>
              <Table size="small" stickyHeader aria-label="Items not uploaded">
                <TableHead>
                  <TableRow>
                    <TableCell>Stock #</TableCell>
                    <TableCell>Error</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map(({ item, index }) => (
                    <TableRow key={index}>
                      <TableCell>{rowLabel(item)}</TableCell>
                      <TableCell>{errorText(item)}</TableCell>
                      <TableCell align="right">
                        <IconButton
                          size="small"
                          aria-label={`Remove ${rowLabel(item)} from the list`}
                          onClick={() => setRemoved((before) => new Set(before).add(index))}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary">No items left in this list.</Typography>
          )}
        </>
      )}
    </Paper>
  );
};

import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import { ShopDate } from '../leads/shopTime';
import type { Product, ProductHistoryEntry } from './types';
import { ReadingDialogContent } from '../shared/ReadingDialogContent';

const actionLabels: Record<ProductHistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  import: 'Imported',
  reprice: 'Repriced by markup',
};

/** A before or after value as one line of text; absent values show as '—'. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const who = (actor: ProductHistoryEntry['actor']) => actor.name || actor.email || 'Unknown admin';

/** The 50 newest changes of one product (resource `product-history`, newest first). */
export const ProductHistory = ({ productId }: { productId: string }) => {
  const { data, isPending, error } = useGetList<ProductHistoryEntry>('product-history', {
    filter: { productId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading history...</Typography>
      </Box>
    );
  }
  if (error) return <Typography color="error">Could not load the history.</Typography>;
  if (!data?.length) return <Typography color="text.secondary">No changes recorded.</Typography>;
  return (
    <Table size="small" aria-label="Product history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Changes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <ShopDate value={entry.createdAt} />
            </TableCell>
            <TableCell>
              {who(entry.actor)}
              {entry.actor.name && entry.actor.email ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {entry.actor.email}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{actionLabels[entry.action] ?? entry.action}</TableCell>
            <TableCell>
              {entry.changes.map((change) => (
                <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{change.field}</strong>: {historyValue(change.before)} → {historyValue(change.after)}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ProductHistoryDialog = ({ product, onClose }: { product?: Product; onClose: () => void }) => (
  <Dialog open={!!product} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="product-history-title">
    <DialogTitle id="product-history-title">
      Product History
      {product ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {product.name} ({product.stockNumber})
        </Typography>
      ) : null}
    </DialogTitle>
    <ReadingDialogContent>{product ? <ProductHistory productId={product.id} /> : null}</ReadingDialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);

import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { Product } from './types';

/**
 * The bulk bar's buttons (react-admin shows 'N items selected' beside them): Clear Selection, and Delete Selected
 * after a confirmation naming every selected product. One POST /api/admin/products/bulk-delete.
 */
export const ProductBulkActions = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<Product>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const known = new Map((data ?? []).map((product) => [product.id, product]));
  const names = selectedIds.map((id) => {
    const product = known.get(id as string);
    return product ? `${product.name} (${product.stockNumber})` : String(id);
  });

  const confirm = async () => {
    setPending(true);
    try {
      const answer = (await dataProvider.bulkDeleteProducts(selectedIds)) as { ids: string[] };
      const count = answer.ids.length;
      const message = `${count} product${count === 1 ? '' : 's'} deleted`;
      notify(message, { type: 'success', messageArgs: { _: message } });
      onUnselectItems();
      refresh();
    } catch {
      const message = 'Could not delete the selected products. Please try again.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => onUnselectItems()}>
        Clear Selection
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        Delete Selected
      </Button>
      <Dialog open={confirming} onClose={() => !pending && setConfirming(false)} aria-labelledby="bulk-delete-title">
        <DialogTitle id="bulk-delete-title">Delete Selected Products</DialogTitle>
        <DialogContent>
          <Typography>
            Are you sure you want to delete these {selectedIds.length} products? This action cannot be undone.
          </Typography>
          <List dense aria-label="Products to delete" sx={{ maxHeight: 240, overflow: 'auto' }}>
            {names.map((name, index) => (
              <ListItem key={String(selectedIds[index])} disableGutters>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete Selected'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

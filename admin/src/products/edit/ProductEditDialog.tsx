import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { EditBase, Form, SaveButton, useEditContext, useNotify, type RaRecord } from 'react-admin';
import { FormSections } from '../form/FormSections';
import { editSpecificationSections } from '../form/productSections';
import { ProductHistory } from '../ProductHistory';
import { ProductMediaInputs } from '../ProductMediaInputs';
import { cannotOrderSentence, notifySaved } from '../orderability';
import { hasFieldErrors, readApiError } from '../../shared/apiError';
import type { Product, ProductType } from '../types';
import { editSections } from './editSections';
import { ProductSupplierPanel } from './ProductSupplierPanel';

/**
 * The form edits stored media as written (`/media/…` paths, not the absolute addresses the list shows),
 * so saving never rewrites a product's own files as links.
 */
const toFormValues = (record: RaRecord) => ({ ...record, ...(record.media as object) });

const EditForm = ({ onClose }: { onClose: () => void }) => {
  const { record, isPending, error } = useEditContext();
  const [showHistory, setShowHistory] = useState(false);
  if (isPending) {
    return (
      <DialogContent role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading product...</Typography>
      </DialogContent>
    );
  }
  if (error || !record) {
    return (
      <>
        <DialogContent>
          <Typography color="error">Could not fetch complete product data. Please try again.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );
  }
  const productType = record.productType as ProductType;
  return (
    <Form record={toFormValues(record)} className="product-edit-form" noValidate>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          SKU {record.stockNumber}. Fields marked * are required.
        </Typography>
        {record.unorderableReason && (
          // As stored: say it before staff save, so they know what to change.
          <Alert severity="warning" sx={{ mb: 2 }}>
            {cannotOrderSentence(record.unorderableReason)}
          </Alert>
        )}
        <FormSections sections={[...editSections, ...editSpecificationSections(productType)]} />
        <ProductMediaInputs productType={productType} editing />
        <ProductSupplierPanel product={record as Product} />
        <Box component="section" sx={{ mt: 3 }}>
          <Button onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
            {showHistory ? 'Hide history' : 'Show history'}
          </Button>
          <Collapse in={showHistory} unmountOnExit>
            <ProductHistory productId={String(record.id)} />
          </Collapse>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SaveButton label="Save Changes" />
      </DialogActions>
    </Form>
  );
};

/**
 * The panel's edit dialog (spec 2 §2): basic information, pricing, status and settings, the
 * specifications of the product's type, media, and its history. Saving closes it and the list reloads.
 */
export const ProductEditDialog = ({ product, onClose }: { product?: Product; onClose: () => void }) => {
  const notify = useNotify();
  return (
    <Dialog
      open={!!product}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="product-edit-title"
      // The form sits between the paper and its content, so it passes the dialog's scrolling layout on.
      sx={{ '& .product-edit-form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } }}
    >
      <DialogTitle id="product-edit-title">Edit Product{product ? `: ${product.name}` : ''}</DialogTitle>
      {product && (
        <EditBase
          resource="products"
          id={product.id}
          mutationMode="pessimistic"
          redirect={false}
          // The dialog says when the record cannot be fetched; react-admin's default would also toast
          // 'Element does not exist' (whatever the failure) and redirect to the list.
          queryOptions={{ onError: () => undefined }}
          mutationOptions={{
            onSuccess: (saved) => {
              notifySaved(notify, 'Product updated', saved);
              onClose();
            },
            onError: (error) => {
              if (!hasFieldErrors(error))
                notify(readApiError(error).message ?? 'Could not save the product. Please try again.', {
                  type: 'error',
                });
            },
          }}
        >
          <EditForm onClose={onClose} />
        </EditBase>
      )}
    </Dialog>
  );
};

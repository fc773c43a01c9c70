import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Form,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useRefresh,
} from 'react-admin';
import { readApiError } from '../shared/apiError';
import { RatingInput } from './RatingInput';
import { productTypeChoices, type Review } from './types';
import { useReviewToast } from './useReviewToast';

/** What the modal edits, and so what create and update send (the rest of a record is the server's). */
const editableFields = [
  'customerName',
  'customerLocation',
  'rating',
  'reviewText',
  'customerImage',
  'productType',
  'orderReference',
  'productId',
  'isActive',
  'isFeatured',
  'adminNotes',
] as const;

type ReviewInput = Pick<Review, (typeof editableFields)[number]>;

// Spec 3 §9.
const newReviewDefaults: Partial<ReviewInput> = {
  rating: 5,
  productType: 'general',
  isActive: true,
  isFeatured: false,
};

const editableValues = (values: Record<string, unknown>) =>
  Object.fromEntries(editableFields.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));

/** How a product reads in the picker: its name and stock number, which staff search by. */
const productLabel = (product: { name?: string; stockNumber?: string }) =>
  product.stockNumber ? `${product.name} (${product.stockNumber})` : (product.name ?? '');

/** The API's per-field messages of a refused save, for the form to show on its fields. */
const fieldErrorsOf = (error: unknown) => {
  const { fieldErrors } = readApiError(error);
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
};

/**
 * Add or edit a review in a modal (spec 3 §2.8). The form is rebuilt each time the modal opens, so it
 * starts clean (§4); an error leaves the field as soon as the field is edited (react-hook-form
 * re-validates on change after a submit).
 */
export const ReviewFormDialog = ({
  open,
  review,
  onClose,
}: {
  open: boolean;
  review?: Review;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useReviewToast();
  const [saving, setSaving] = useState(false);
  const editing = !!review;

  const save = async (values: Record<string, unknown>) => {
    const data = editableValues(values);
    setSaving(true);
    try {
      if (review) await dataProvider.update('reviews', { id: review.id, data, previousData: review });
      else await dataProvider.create('reviews', { data });
    } catch (error) {
      await toast.failed(editing ? 'Failed to update review' : 'Failed to create review', error);
      return fieldErrorsOf(error);
    } finally {
      setSaving(false);
    }
    toast.succeeded(editing ? 'Review updated successfully' : 'Review created successfully');
    onClose();
    refresh();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="review-form-title">
      <DialogTitle id="review-form-title">{editing ? 'Edit Review' : 'Add New Review'}</DialogTitle>
      {open && (
        <Form
          key={review?.id ?? 'new'}
          record={review ?? newReviewDefaults}
          onSubmit={save}
          noValidate
          // The failures have the spec's own toasts; the invalid fields say what is wrong.
          disableInvalidFormNotification
        >
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gap: 0, gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput
                source="customerName"
                label="Customer Name"
                validate={required('Customer name is required')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextInput source="customerLocation" label="Location" helperText="For example: New York, NY" />
            </Box>
            <RatingInput />
            <TextInput
              source="reviewText"
              label="Review Text"
              multiline
              minRows={4}
              validate={required('Review text is required')}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextInput
              source="customerImage"
              label="Customer Image URL"
              type="url"
              helperText="Optional photo of the customer"
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
              <SelectInput
                source="productType"
                label="Product Type"
                choices={productTypeChoices}
                validate={required()}
              />
              <TextInput
                source="orderReference"
                label="Order Reference"
                helperText="An order's reference (LJ-…) finds its product when none is chosen"
              />
            </Box>
            <ReferenceInput source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput
                label="Product"
                optionText={productLabel}
                filterToQuery={(q) => ({ q })}
                helperText="Optional. Its active reviews make the product's stars on the storefront"
              />
            </ReferenceInput>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <BooleanInput source="isActive" label="Active (shown on the storefront)" />
              <BooleanInput source="isFeatured" label="Featured" />
            </Box>
            <TextInput
              source="adminNotes"
              label="Admin Notes"
              multiline
              minRows={3}
              helperText="Internal — never shown to shoppers"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {editing ? 'Update Review' : 'Add Review'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

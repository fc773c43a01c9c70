import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { CreateBase, Form, SaveButton, useNotify, useRedirect, useSaveContext } from 'react-admin';
import { FormSections } from '../form/FormSections';
import { addFormSections } from '../form/productSections';
import { ProductMediaInputs } from '../ProductMediaInputs';
import { notifySaved } from '../orderability';
import { hasFieldErrors, readApiError } from '../../shared/apiError';
import type { ProductCategory } from './productCategories';

const AddButton = () => {
  const { saving } = useSaveContext();
  // Enabled from the start: pressing Add on an empty form shows what is missing (spec 2 §5).
  return <SaveButton label={saving ? 'Adding...' : 'Add Product'} alwaysEnable />;
};

/** One category's add form (spec 2 §2): its sections, Images & Video, Cancel and Add. */
export const AddProductForm = ({ category, onCancel }: { category: ProductCategory; onCancel: () => void }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <CreateBase
      resource="products"
      redirect={false}
      transform={(data) => ({ ...data, productType: category.kind })}
      mutationOptions={{
        onSuccess: (saved) => {
          notifySaved(notify, category.success, saved);
          redirect('list', 'products');
        },
        onError: (error) => {
          if (!hasFieldErrors(error)) notify(readApiError(error).message ?? category.failure, { type: 'error' });
        },
      }}
    >
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h2">
            {category.heading}
          </Typography>
          <IconButton aria-label="Close form" onClick={onCancel}>
            <CloseOutlined />
          </IconButton>
        </Stack>
        <Typography color="text.secondary">{category.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          Fields marked * are required.
        </Typography>
        <Form noValidate>
          <FormSections sections={addFormSections(category.kind)} />
          <ProductMediaInputs productType={category.kind} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
            <Button onClick={onCancel}>Cancel</Button>
            <AddButton />
          </Box>
        </Form>
      </Paper>
    </CreateBase>
  );
};

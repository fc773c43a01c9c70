import { Box, Typography } from '@mui/material';
import { OrderAndActive, SelectInput, TextInput } from '../homeContent/FormFields';
import type { FieldsProps } from '../homeContent/types';
import { categoryLinks, categoryTypes, type ShopCategoryValues } from './types';

// The empty first choice makes the admin pick a link on purpose ('Link URL is required' otherwise).
const linkOptions = [
  { value: '', label: 'Select a link' },
  ...categoryLinks.map((link) => ({ value: link, label: link })),
];

/** The tile's text, the storefront page it opens, its type, the products it stands for, place and status. */
export const ShopCategoryFields = (form: FieldsProps<ShopCategoryValues>) => (
  <>
    <TextInput form={form} name="title" label="Title" required />
    <TextInput form={form} name="description" label="Description" multiline minRows={2} />
    <SelectInput form={form} name="linkUrl" label="Link URL" required options={linkOptions} />
    <SelectInput form={form} name="categoryType" label="Category Type" options={categoryTypes} />
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Product filters (optional)
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput form={form} name="filterCategory" label="Category" />
        <TextInput form={form} name="filterProductType" label="Product Type" />
        <TextInput form={form} name="filterSpecCategory" label="Specification Category" />
        <TextInput form={form} name="filterMaterial" label="Material" />
        <TextInput form={form} name="filterDiamondType" label="Diamond Type" />
      </Box>
    </Box>
    <OrderAndActive form={form} />
  </>
);

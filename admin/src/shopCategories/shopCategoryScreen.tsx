import { Typography } from '@mui/material';
import type { HomeContentScreen } from '../homeContent/types';
import { commonFields, validateCommon } from '../homeContent/validation';
import { fromProductFilters, toProductFilters } from './productFilters';
import { ShopCategoryDetails } from './ShopCategoryDetails';
import { ShopCategoryFields } from './ShopCategoryFields';
import { categoryLinks, type ShopCategory, type ShopCategoryValues } from './types';

function validate(values: ShopCategoryValues) {
  const errors = validateCommon(values);
  if (!values.linkUrl) errors.linkUrl = 'Link URL is required';
  // A record saved before the list was fixed may hold another link: it must be replaced by one of the list.
  else if (!(categoryLinks as readonly string[]).includes(values.linkUrl))
    errors.linkUrl = 'Please choose a link from the list';
  return errors;
}

/** Spec 3 §2.7: the home page's shop-by-category tiles. */
export const shopCategoryScreen: HomeContentScreen<ShopCategory, ShopCategoryValues> = {
  resource: 'shop-categories',
  reorderKey: 'categoryOrders',
  heading: 'Shop Categories',
  intro: <Typography color="text.secondary">Manage homepage shop by category section</Typography>,
  addLabel: 'Add Category',
  dialogTitle: { add: 'Add Shop Category', edit: 'Edit Shop Category' },
  loading: 'Loading categories...',
  empty: { title: 'No categories yet', hint: 'Add a category to fill the homepage shop by category section.' },
  saveFailed: 'Error saving category',
  saved: { added: 'Category added', updated: 'Category updated' },
  remove: {
    title: 'Delete Category',
    question: 'Are you sure you want to delete this category?',
    succeeded: 'Category deleted',
    failed: 'Could not delete the category. Please try again.',
  },
  emptyValues: (nextOrder) => ({
    title: '',
    description: '',
    linkUrl: '',
    categoryType: 'jewelry',
    ...fromProductFilters(null),
    order: String(nextOrder),
    isActive: true,
  }),
  toValues: (category) => ({
    title: category.title,
    description: category.description ?? '',
    linkUrl: category.linkUrl ?? '',
    categoryType: category.categoryType,
    ...fromProductFilters(category.productFilters),
    order: String(category.order),
    isActive: category.isActive,
  }),
  validate,
  toFields: (values) => ({
    ...commonFields(values),
    description: values.description.trim(),
    linkUrl: values.linkUrl,
    categoryType: values.categoryType,
    // Multipart carries text only, so the structured filters travel as JSON (spec 3 §7).
    productFilters: JSON.stringify(toProductFilters(values)),
  }),
  Fields: ShopCategoryFields,
  RowDetails: ShopCategoryDetails,
};

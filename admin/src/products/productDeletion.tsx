import type { Deletion } from '../shared/DeleteDialog';
import type { Product } from './types';

/** A product row's Delete (DeleteButton): the spec's wording; the dialog is the console's. */
export const productDeletion: Deletion<Product> = {
  resource: 'products',
  title: 'Delete Product',
  content: (product) => (
    <>
      Are you sure you want to delete {product.name} ({product.stockNumber})? This action cannot be undone.
    </>
  ),
  succeeded: 'Product deleted',
  failed: 'Could not delete the product. Please try again.',
  refreshAfter: true,
};

import { useState } from 'react';
import { AddProductForm } from './create/AddProductForm';
import { CategoryPicker } from './create/CategoryPicker';
import type { ProductCategory } from './create/productCategories';

/**
 * The Add New Product wizard (spec 2 §2): pick a category, fill its form. Cancel or X goes back to
 * the cards; a new category starts a fresh form, so no earlier errors linger.
 */
const ProductCreate = () => {
  const [category, setCategory] = useState<ProductCategory>();
  return category ? (
    <AddProductForm key={category.kind} category={category} onCancel={() => setCategory(undefined)} />
  ) : (
    <CategoryPicker onPick={setCategory} />
  );
};

// Default export for React.lazy.
export default ProductCreate;

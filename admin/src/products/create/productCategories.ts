import type { FormKind } from '../form/productSections';

/** The Add New Product wizard's three categories (spec 2 §2) and their messages (spec 2 §8). */
export interface ProductCategory {
  kind: FormKind;
  /** The card's label, as a person writes it (not the type's enum value). */
  title: string;
  /** The form's heading once the card is picked. */
  heading: string;
  description: string;
  success: string;
  failure: string;
}

export const productCategories: ProductCategory[] = [
  {
    kind: 'natural-diamond',
    title: 'Natural diamond',
    heading: 'Add a natural diamond',
    description: 'Natural diamonds with certificates',
    success: 'Natural diamond added successfully!',
    failure: 'Failed to add natural diamond',
  },
  {
    kind: 'lab-grown',
    title: 'Lab-grown diamond',
    heading: 'Add a lab-grown diamond',
    description: 'According to VDB standards',
    success: 'Lab-grown diamond added successfully!',
    failure: 'Failed to add lab-grown diamond',
  },
  {
    kind: 'jewelry',
    title: 'Jewelry',
    heading: 'Add jewelry',
    description: 'Rings, necklaces, etc.',
    success: 'Jewelry added successfully!',
    failure: 'Failed to add jewelry',
  },
];

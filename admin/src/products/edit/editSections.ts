import type { SectionSpec } from '../form/productSections';

/**
 * The edit dialog's sections before the specifications (spec 2 §2 and §5): Product Name and Regular
 * Price required; stock from 0; discount 0–100 is the sale price's job; rating 0–5 in 0.1 steps.
 */
export const editSections: SectionSpec[] = [
  {
    title: 'Basic Information',
    fields: [
      { source: 'name', label: 'Product Name', kind: 'text', required: 'Name is required' },
      { source: 'brand', label: 'Brand', kind: 'text' },
      {
        source: 'description',
        label: 'Description',
        kind: 'textarea',
        required: 'Description is required',
        fullWidth: true,
      },
      { source: 'tags', label: 'Tags', kind: 'list', helperText: 'Comma-separated' },
      { source: 'materials', label: 'Materials', kind: 'list', helperText: 'Comma-separated' },
    ],
  },
  {
    title: 'Pricing',
    fields: [
      {
        source: 'price',
        label: 'Regular Price (USD)',
        kind: 'number',
        step: 0.01,
        min: 0,
        required: 'Valid price is required',
        positive: 'Valid price is required',
        helperText: 'What the shopper pays, unless On Sale is on with a lower Sale Price',
      },
      {
        source: 'originalPrice',
        label: 'Original Price (USD)',
        kind: 'number',
        step: 0.01,
        min: 0,
        helperText: 'Shown struck through as the earlier price when higher; never charged',
      },
      {
        source: 'salePrice',
        label: 'Sale Price (USD)',
        kind: 'number',
        step: 0.01,
        min: 0,
        helperText: 'What the shopper pays instead while On Sale is on, when lower than the regular price',
      },
      { source: 'onSale', label: 'On Sale', kind: 'boolean' },
    ],
  },
  {
    title: 'Status and Settings',
    fields: [
      { source: 'countInStock', label: 'Stock Count', kind: 'integer', min: 0, step: 1 },
      // Kept because staff type them and imports carry them; shoppers see the approved reviews' stars (issue 29.4).
      {
        source: 'rating',
        label: 'Rating',
        kind: 'number',
        min: 0,
        max: 5,
        step: 0.1,
        helperText: 'Not shown to shoppers: the storefront shows the stars of approved customer reviews',
      },
      {
        source: 'numReviews',
        label: 'Number of Reviews',
        kind: 'integer',
        min: 0,
        step: 1,
        helperText: 'Not shown to shoppers: the storefront counts approved customer reviews',
      },
      { source: 'featured', label: 'Featured', kind: 'boolean' },
      { source: 'isNewArrival', label: 'New Arrival', kind: 'boolean' },
      { source: 'customizable', label: 'Customizable', kind: 'boolean' },
    ],
  },
];

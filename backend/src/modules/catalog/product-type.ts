/** What a product is: the storefront's tabs, the import categories and the search's kinds follow it. */
export enum ProductType {
  LabGrown = 'lab-grown',
  NaturalDiamond = 'natural-diamond',
  /** The spec's legacy generic diamond. */
  Diamond = 'diamond',
  Jewelry = 'jewelry',
  Ring = 'ring',
}

import { SearchInput, SelectInput } from 'react-admin';
import { PartnerSiteInput, ShowSpamInput, SourceInput } from '../leads/leadFilters';
import { choicesOf } from '../leads/statuses';

// Spec 3 §2.5: the kinds of product an order can be on; the server answers Product, Diamond or Jewelry.
const productTypeChoices = [
  { id: 'Product', name: 'Products' },
  { id: 'Diamond', name: 'Diamonds' },
  { id: 'Jewelry', name: 'Jewelry' },
];

export const orderFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by reference, name, email, phone, product or stock number..."
    sx={{ minWidth: 320 }}
    slotProps={{ htmlInput: { 'aria-label': 'Search orders' } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={choicesOf('order')}
    emptyText="All Status"
  />,
  <SelectInput
    key="priority"
    source="priority"
    label="Priority"
    alwaysOn
    choices={choicesOf('priority')}
    emptyText="All Priorities"
  />,
  <SelectInput
    key="productType"
    source="productType"
    label="Product Type"
    alwaysOn
    choices={productTypeChoices}
    emptyText="All Products"
  />,
  <SourceInput key="source" source="source" alwaysOn />,
  <PartnerSiteInput key="sourceOrigin" source="sourceOrigin" alwaysOn />,
  <ShowSpamInput key="spam" source="spam" alwaysOn />,
];

import { useMemo, useState } from 'react';
import { Typography } from '@mui/material';
import { Datagrid, List, TextField, WrapperField, useCanAccess, useListContext, useRecordContext } from 'react-admin';
import { EmptyState, ListState } from '../leads/ListState';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { ProductBulkActions } from './ProductBulkActions';
import {
  ProductCostField,
  ProductDateField,
  ProductDetailsField,
  ProductDialogsContext,
  ProductMarginField,
  ProductPriceField,
  ProductRowActions,
} from './ProductFields';
import { ProductEditDialog } from './edit/ProductEditDialog';
import { ProductHistoryDialog } from './ProductHistory';
import { ProductPagination, ProductTotal } from './ProductPagination';
import { ProductSearch } from './ProductSearch';
import { ProductThumbnail } from './ProductThumbnail';
import { DEFAULT_TAB, ProductTabs } from './productTabs';
import { productTypeLabels, type Product } from './types';

const ProductFactsField = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <>
      <Typography variant="caption" component="p">
        SKU: {product.stockNumber} · {productTypeLabels[product.productType] ?? product.productType}
      </Typography>
      <Typography variant="caption" component="p">
        Created <ProductDateField />
      </Typography>
      {product.supplierCost !== null && product.supplierCost !== undefined && (
        <Typography variant="caption" component="p">
          Cost <ProductCostField /> · Margin <ProductMarginField />
        </Typography>
      )}
    </>
  );
};

/** On a phone: picture, name and price, the stock number, kind and date, and the row's actions. */
const ProductCards = () => (
  <RecordCardList
    picture={<ProductThumbnail />}
    title={<TextField source="name" variant="inherit" />}
    badge={
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <ProductPriceField />
      </Typography>
    }
    facts={<ProductFactsField />}
    actions={<ProductRowActions />}
  />
);

/**
 * The table; Cost and Margin columns when the page holds a supplier's stone (issue 21) and the role sees costs
 * (Sales do not: the server leaves them out too), the bulk bar for the roles that delete products.
 */
const ProductTable = () => {
  const { data } = useListContext<Product>();
  const { canAccess: seesCosts } = useCanAccess({ resource: 'products', action: 'costs' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'products', action: 'delete' });
  const withCost =
    seesCosts && data?.some((product) => product.supplierCost !== null && product.supplierCost !== undefined);
  return (
    <Datagrid rowClick={false} bulkActionButtons={mayDelete ? <ProductBulkActions /> : false}>
      <WrapperField label="Product" source="name">
        <ProductDetailsField />
      </WrapperField>
      <WrapperField label="Price" source="price">
        <ProductPriceField />
      </WrapperField>
      {withCost && (
        <WrapperField label="Cost" sortable={false}>
          <ProductCostField />
        </WrapperField>
      )}
      {withCost && (
        <WrapperField label="Margin" sortable={false}>
          <ProductMarginField />
        </WrapperField>
      )}
      <WrapperField label="Image" sortable={false}>
        <ProductThumbnail />
      </WrapperField>
      <WrapperField label="Created" source="createdAt">
        <ProductDateField />
      </WrapperField>
      <WrapperField label="Actions" sortable={false}>
        <ProductRowActions />
      </WrapperField>
    </Datagrid>
  );
};

/** Spec 2 §2 Product management panel: tabs with counts, search, total, table, bulk bar, pages. */
const ProductList = () => {
  const [historyOf, setHistoryOf] = useState<Product>();
  const [editing, setEditing] = useState<Product>();
  const dialogs = useMemo(() => ({ edit: setEditing, showHistory: setHistoryOf }), []);
  const isSmall = useSmallScreen();
  return (
    <ProductDialogsContext.Provider value={dialogs}>
      <List
        actions={false}
        filterDefaultValues={{ productType: DEFAULT_TAB }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<ProductPagination />}
        debounce={0}
        // Keep the tabs and the search box when nothing matches.
        empty={false}
      >
        <ProductTabs />
        <ProductSearch />
        <ProductTotal />
        <ListState
          loading="Loading products..."
          empty={<EmptyState title="No products found" hint="Try another tab or search." />}
        >
          {isSmall ? <ProductCards /> : <ProductTable />}
        </ListState>
      </List>
      <ProductEditDialog product={editing} onClose={() => setEditing(undefined)} />
      <ProductHistoryDialog product={historyOf} onClose={() => setHistoryOf(undefined)} />
    </ProductDialogsContext.Provider>
  );
};

// Default export for React.lazy.
export default ProductList;

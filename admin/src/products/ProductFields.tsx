import { createContext, useContext } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useCanAccess, useRecordContext } from 'react-admin';
import { formatPrice } from '../leads/money';
import { RowIconButton } from '../leads/RowIconButton';
import { ShopDate } from '../leads/shopTime';
import { DeleteButton } from '../shared/DeleteDialog';
import { productDeletion } from './productDeletion';
import { productTypeLabels, type Product } from './types';

/** Opens a row's product in the edit dialog or the history dialog. */
export interface ProductDialogs {
  edit(product: Product): void;
  showHistory(product: Product): void;
}
export const ProductDialogsContext = createContext<ProductDialogs>({
  edit: () => undefined,
  showHistory: () => undefined,
});

export const ProductDetailsField = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        SKU: {product.stockNumber}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {product.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {productTypeLabels[product.productType] ?? product.productType}
      </Typography>
    </Box>
  );
};

export const ProductPriceField = () => {
  const product = useRecordContext<Product>();
  return product ? <>{formatPrice(product.price)}</> : null;
};

/** A supplier's stone: its cost and margin (staff-only); nothing for the shop's own pieces. */
export const ProductCostField = () => {
  const product = useRecordContext<Product>();
  if (product?.supplierCost === null || product?.supplierCost === undefined) return null;
  return (
    <Box>
      <Typography variant="body2">{formatPrice(product.supplierCost)}</Typography>
      {product.supplier && (
        <Typography variant="caption" color="text.secondary" component="p">
          {product.supplier.name}
        </Typography>
      )}
    </Box>
  );
};

export const ProductMarginField = () => {
  const product = useRecordContext<Product>();
  if (product?.margin === null || product?.margin === undefined) return null;
  const percent = product.marginPercent;
  return (
    <>
      {formatPrice(product.margin)}
      {percent !== null && percent !== undefined ? ` (${percent.toFixed(1)} %)` : ''}
    </>
  );
};

export const ProductDateField = () => {
  const product = useRecordContext<Product>();
  return product ? <ShopDate value={product.createdAt} style="date" /> : null;
};

/** Edit and Delete for the roles that change the catalogue; History for every role that reads it. */
export const ProductRowActions = () => {
  const product = useRecordContext<Product>();
  const { edit, showHistory } = useContext(ProductDialogsContext);
  const { canAccess: mayEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'products', action: 'delete' });
  if (!product) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {mayEdit && <RowIconButton label="Edit" icon={<EditOutlined fontSize="small" />} onClick={() => edit(product)} />}
      <RowIconButton label="History" icon={<HistoryOutlined fontSize="small" />} onClick={() => showHistory(product)} />
      {mayDelete && <DeleteButton deletion={productDeletion} />}
    </Stack>
  );
};

import { Box, Chip, Typography } from '@mui/material';
import { formatPrice } from '../../leads/money';
import { ShopDate } from '../../leads/shopTime';
import { PreviewTable } from '../../suppliers/shared/PreviewTable';
import type { Product } from '../types';

const marginText = (product: Product) =>
  product.margin === null || product.margin === undefined
    ? '—'
    : `${formatPrice(product.margin)}${product.marginPercent !== null && product.marginPercent !== undefined ? ` (${product.marginPercent.toFixed(1)} %)` : ''}`;

/**
 * Where a supplier's stone comes from (issue 21), staff-only: supplier, cost, retail and margin, the other
 * suppliers' offers of the same certificate, and the price history. Nothing for the shop's own pieces.
 */
export const ProductSupplierPanel = ({ product }: { product: Product }) => {
  if (!product.supplier) return null;
  return (
    <Box component="section" aria-labelledby="product-supplier-title" sx={{ mt: 3 }}>
      <Typography id="product-supplier-title" variant="h6" component="h3" gutterBottom>
        Supplier
      </Typography>
      <Typography>
        {product.supplier.name} · Cost {formatPrice(product.supplierCost)} · Retail {formatPrice(product.price)} ·
        Margin {marginText(product)}
      </Typography>
      {product.offers?.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h4">
            Offers of this stone
          </Typography>
          <PreviewTable
            label="Offers of this stone"
            head={['Supplier', 'Stock #', 'Cost', 'Retail', 'Status', 'Listed']}
            rows={product.offers.map((offer) => [
              offer.supplierName,
              offer.stockNumber,
              formatPrice(offer.cost),
              formatPrice(offer.retail),
              offer.shown ? (
                <Chip size="small" color="success" label="Shown" />
              ) : offer.live ? (
                <Chip size="small" variant="outlined" label="Alternate" />
              ) : (
                <Chip size="small" variant="outlined" label="Dropped" />
              ),
              <>
                <ShopDate value={offer.firstSeenAt} style="date" /> – <ShopDate value={offer.lastSeenAt} style="date" />
              </>,
            ])}
          />
        </Box>
      ) : null}
      {product.priceHistory?.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h4">
            Price history
          </Typography>
          <PreviewTable
            label="Price history"
            head={['When', 'Cost', 'Retail']}
            rows={product.priceHistory.map((entry) => [
              <ShopDate key="at" value={entry.at} />,
              formatPrice(entry.cost),
              formatPrice(entry.retail),
            ])}
          />
        </Box>
      ) : null}
    </Box>
  );
};

import { createApiClient, type components } from '../../api/client';
import { shopMediaUrl, useRemote } from '../../runtime';

export type Product = components['schemas']['ProductDto'];

/** Which product an element names: `product-id` wins over `stock-number`; neither is a partner's mistake. */
export type ProductRef = { by: 'id'; value: string } | { by: 'stock-number'; value: string } | null;

export function productRef(productId: string | null, stockNumber: string | null): ProductRef {
  if (productId?.trim()) return { by: 'id', value: productId.trim() };
  if (stockNumber?.trim()) return { by: 'stock-number', value: stockNumber.trim() };
  return null;
}

/** GET /api/products/{id} or /api/products/stock-number/{stockNumber}: the product, or 'missing' on 404. */
export function useProduct(apiBase: string, ref: ProductRef) {
  return useRemote<Product>(`${apiBase} ${ref?.by} ${ref?.value}`, async () => {
    if (!ref) return null;
    const api = createApiClient(apiBase);
    const { data, response } =
      ref.by === 'id'
        ? await api.GET('/api/products/{id}', { params: { path: { id: ref.value } } })
        : await api.GET('/api/products/stock-number/{stockNumber}', { params: { path: { stockNumber: ref.value } } });
    if (response.status === 404) return null;
    if (!data) throw new Error(`Product lookup failed with ${response.status}`);
    return withShopMedia(data.data, apiBase);
  });
}

/** The pictures the card and the order dialog show, pointing at the shop from the partner's page. */
function withShopMedia(product: Product, apiBase: string): Product {
  const url = (path: string) => shopMediaUrl(path, apiBase);
  return { ...product, mainImage: product.mainImage && url(product.mainImage), images: product.images.map(url) };
}

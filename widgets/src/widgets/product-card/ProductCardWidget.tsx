import { useEffect, useState } from 'react';
import { approximatePriceNote, ProductCard, productPath, shownPrices } from '../../catalog';
import { OrderDialog } from '../../forms';
import { emit, headingLevelOf, type WidgetProps } from '../../runtime';
import { CURRENCY_ATTRIBUTE, useMoneyDisplay } from '../use-money-display';
import { productRef, useProduct, type Product, type ProductRef } from './use-product';

export const productCardAttributes = ['product-id', 'stock-number', 'heading-level', CURRENCY_ATTRIBUTE] as const;

type ProductCardWidgetProps = WidgetProps<(typeof productCardAttributes)[number]>;

/**
 * `<gem-product-card product-id="…">` (or `stock-number="…"`): the storefront's product card with a
 * link to the product page and Order Now, which opens the order dialog inside the widget. The order
 * is sent with source `widget`; the partner page hears `gem:order-submitted`. Prices are shown in `data-currency`
 * ('GBP') when staff enabled it, else in the currency staff tied to the browser's language, else US dollars.
 */
export function ProductCardWidget({ host, apiBase, attributes }: ProductCardWidgetProps) {
  const ref = productRef(attributes['product-id'], attributes['stock-number']);
  const request = useProduct(apiBase, ref);
  const { shop, display } = useMoneyDisplay(apiBase, attributes[CURRENCY_ATTRIBUTE], ref !== null);
  const [ordering, setOrdering] = useState(false);

  useEffect(() => {
    if (request.status === 'ready') emit(host, 'gem:ready', { widget: host.localName, productId: request.data.id });
    if (request.status === 'missing') emit(host, 'gem:product-not-found', { widget: host.localName, ...refFacts(ref) });
    // Announce once per answer, not on every render.
  }, [host, request.status]);

  // The price waits for the shop's currencies (or their failure: dollars), so it never changes under the shopper's eyes.
  if (request.status === 'loading' || shop.status === 'loading') {
    return (
      <p className="gem-muted" role="status">
        Loading product…
      </p>
    );
  }
  if (request.status === 'missing') {
    return (
      <div className="gem-notice" role="status">
        <p>This piece is no longer available.</p>
        <a className="gem-button" href={`${apiBase}/jewelry`}>
          See the collection
        </a>
      </div>
    );
  }
  if (request.status === 'error') {
    return (
      <div className="gem-notice" role="alert">
        <p>This product cannot be shown right now.</p>
        <button type="button" className="gem-button" onClick={request.retry}>
          Retry
        </button>
      </div>
    );
  }

  const product = request.data;
  return (
    <>
      <ProductCard
        product={product}
        href={`${apiBase}${productPath(product)}`}
        headingLevel={headingLevelOf(attributes['heading-level'], 3)}
        onOrder={() => setOrdering(true)}
        display={display}
      />
      {display && <p className="gem-card-note">{approximatePriceNote(display, shownPrices(product).now)}</p>}
      <OrderDialog
        open={ordering}
        onClose={() => setOrdering(false)}
        product={product}
        source="widget"
        apiBase={apiBase}
        display={display}
        onSent={({ id }) => emit(host, 'gem:order-submitted', orderFacts(product, id))}
      />
    </>
  );
}

/** Non-personal facts for the partner's analytics: which product, at what price; never who ordered. */
function orderFacts(product: Product, orderId: string | undefined) {
  return {
    widget: 'gem-product-card',
    orderId: orderId ?? null,
    productId: product.id,
    stockNumber: product.stockNumber,
    productType: product.productType,
    price: shownPrices(product).now,
    currency: 'USD',
  };
}

/** Names the product the element asked for, as the other events do. */
function refFacts(ref: ProductRef): { productId?: string; stockNumber?: string } {
  if (ref?.by === 'id') return { productId: ref.value };
  if (ref?.by === 'stock-number') return { stockNumber: ref.value };
  return {};
}

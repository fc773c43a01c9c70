import { useState } from 'react';
import { approximatePriceNote, formatPrice, shownPrices, type CardProduct, type MoneyDisplay } from '../catalog';

/** What the order dialog shows of the piece requested: a search summary or a full product both carry it. */
export type OrderedProduct = Pick<
  CardProduct,
  'id' | 'name' | 'stockNumber' | 'mainImage' | 'images' | 'price' | 'salePrice' | 'onSale' | 'originalPrice'
>;

/**
 * The piece being requested, at the top of the order dialog (issue 16): its picture, name, SKU and the
 * price the shopper pays, with the higher one struck through, by the cards' rule (`shownPrices`).
 */
/** `textId` names the words (not the picture, whose alt text repeats the name) for the dialog's description. */
export function OrderSummary({
  product,
  textId,
  display,
}: {
  product: OrderedProduct;
  textId?: string;
  /** The currency prices are shown in, with a note of the shop's USD price; absent: US dollars. */
  display?: MoneyDisplay;
}) {
  const image = product.mainImage ?? product.images?.[0];
  const [broken, setBroken] = useState<string | null>(null);
  const { now, was } = shownPrices(product);
  return (
    <div className="gem-order-summary">
      {image && broken !== image && (
        <img
          className="gem-order-summary__image"
          src={image}
          alt={product.name}
          width={80}
          height={80}
          decoding="async"
          onError={() => setBroken(image)}
        />
      )}
      <div className="gem-order-summary__text" id={textId}>
        <p className="gem-order-summary__name">{product.name}</p>
        <p className="gem-order-summary__sku">SKU: {product.stockNumber}</p>
        <p className="gem-order-summary__price">
          <span className="gem-order-summary__now">{formatPrice(now, display)}</span>
          {was != null && (
            <>
              {' '}
              <s className="gem-order-summary__was">
                <span className="gem-visually-hidden">Was </span>
                {formatPrice(was, display)}
              </s>
            </>
          )}
        </p>
        {display && <p className="gem-order-summary__note">{approximatePriceNote(display, now)}</p>}
      </div>
    </div>
  );
}

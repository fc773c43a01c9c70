import { useEffect } from 'react';
import type { ProductDto } from '../catalog/searchTypes';
import { HeartIcon } from '../components/icons/ServiceIcons';
import { useToast } from '../components/toast/useToast';
import { addToShortlist, refreshShortlisted, removeFromShortlist, SHORTLIST_FULL_MESSAGE } from './shortlistEdits';
import { SHORTLIST_LIMIT } from './shortlistStore';
import { useShortlist } from './useShortlist';
import './shortlist.css';

/**
 * Puts the product on the shortlist or takes it off (aria-pressed says which). `noun` names the list in
 * the label: the generic view keeps the spec's 'Add to Wishlist', which is the same shortlist.
 */
export function ShortlistButton({ product, noun = 'shortlist' }: { product: ProductDto; noun?: string }) {
  const items = useShortlist();
  const toast = useToast();
  const listed = items.some((item) => item.id === product.id);

  // A listed piece seen again brings its copy up to date (a new price, a sale that ended).
  useEffect(() => refreshShortlisted(product), [product]);

  const toggle = () => {
    if (listed) {
      removeFromShortlist(product.id);
      return;
    }
    const result = addToShortlist(product);
    if (result === 'full') toast.error(SHORTLIST_FULL_MESSAGE);
    else if (result === 'added') toast.success(`Added to your shortlist (${items.length + 1} of ${SHORTLIST_LIMIT}).`);
  };

  return (
    <button type="button" className="button button--secondary shortlist-toggle" aria-pressed={listed} onClick={toggle}>
      <HeartIcon size={18} className="shortlist-toggle__icon" />
      {listed ? `Remove from ${noun}` : `Add to ${noun}`}
    </button>
  );
}

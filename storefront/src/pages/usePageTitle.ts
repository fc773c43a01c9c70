import { useEffect } from 'react';
import { useShopInfo } from '../shop/shopInfo';
import { useDeclareHead } from '../ssr/pageHead';

/**
 * The browser tab's title: 'Diamonds | Lumen Jewelers', or the shop's own title on the home page. The server
 * writes it into the page it sends (ssr/pageHead.ts); the browser sets it as the shopper moves between pages.
 */
export function usePageTitle(pageTitle?: string) {
  const { name } = useShopInfo();
  const title = pageTitle ? `${pageTitle} | ${name}` : `${name} | Certified Diamonds & Fine Jewelry`;
  useDeclareHead({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

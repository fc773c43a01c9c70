import { useEffect } from 'react';
import { useShopInfo } from '../shop/shopInfo';

/** Sets the browser tab's title: 'Diamonds | Lumen Jewelers', or the shop's own title on the home page. */
export function usePageTitle(pageTitle?: string) {
  const { name } = useShopInfo();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${name}` : `${name} | Certified Diamonds & Fine Jewelry`;
  }, [pageTitle, name]);
}

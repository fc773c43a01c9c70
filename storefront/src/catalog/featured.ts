import { useQuery } from '@tanstack/react-query';
import { api } from '../apiClient';
import type { ProductDto } from './searchTypes';

type ProductType = ProductDto['productType'];

async function featuredOf(productType: ProductType): Promise<ProductDto[]> {
  const { data } = await api.GET('/api/products', {
    params: { query: { featured: 'true', productType, limit: FEATURED_COUNT, sort: '-createdAt' } },
  });
  if (!data) throw new Error(`Featured ${productType} products failed to load`);
  return data.products;
}

export const FEATURED_COUNT = 4;

/**
 * The home page's featured lists (spec 1 §7): jewelry, or the three diamond kinds merged newest first
 * and cut to 4. A failure is only logged; the section then shows its empty state (spec 1 §8).
 */
export function useFeaturedProducts(kind: 'jewelry' | 'diamonds') {
  return useQuery({
    queryKey: ['featured', kind],
    queryFn: async () => {
      const types: ProductType[] = kind === 'jewelry' ? ['jewelry'] : ['diamond', 'lab-grown', 'natural-diamond'];
      const answers = await Promise.allSettled(types.map(featuredOf));
      const products: ProductDto[] = [];
      for (const answer of answers) {
        if (answer.status === 'fulfilled') products.push(...answer.value);
        else console.warn(String(answer.reason));
      }
      return products.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, FEATURED_COUNT);
    },
  });
}

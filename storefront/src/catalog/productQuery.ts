import { queryOptions } from '@tanstack/react-query';
import { api } from '../apiClient';
import type { ProductDto } from './searchTypes';

/** `status` is an own property: it survives the JSON the server-rendered page carries (ssr/queryClient.ts). */
export class ProductLoadError extends Error {
  constructor(readonly status: number) {
    super(`Product request failed with ${status}`);
  }
}

/**
 * One product as its page shows it: also read before the product page's code has arrived (earlyReads.ts).
 * A missing product is not asked for again; a server failure is, once.
 */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: async (): Promise<ProductDto> => {
      const { data, response } = await api.GET('/api/products/{id}', { params: { path: { id } } });
      if (!data?.data) throw new ProductLoadError(response.status);
      return data.data;
    },
    retry: (failures, error) => error instanceof ProductLoadError && error.status >= 500 && failures < 1,
    // An unknown product's answer comes with the server-rendered page: the browser shows it without asking again.
    retryOnMount: false,
  });

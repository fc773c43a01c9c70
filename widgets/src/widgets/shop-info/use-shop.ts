import { createApiClient, type Shop } from '../../api/client';
import { useRemote } from '../../runtime';

/** GET /api/shop; not asked (status 'missing') while `wanted` is false, e.g. for a card that names no product. */
export function useShop(apiBase: string, wanted = true) {
  return useRemote<Shop>(wanted ? apiBase : '', async () => {
    if (!wanted) return null;
    const { data } = await createApiClient(apiBase).GET('/api/shop');
    if (!data) throw new Error('GET /api/shop failed');
    return data;
  });
}

import { createApiClient, type Shop } from '../../api/client';
import { useRemote } from '../../runtime';

export function useShop(apiBase: string) {
  return useRemote<Shop>(apiBase, async () => {
    const { data } = await createApiClient(apiBase).GET('/api/shop');
    if (!data) throw new Error('GET /api/shop failed');
    return data;
  });
}

import { useEffect, useState } from 'react';
import { createApiClient, type Shop } from '../../api/client';

export type ShopRequest = { status: 'loading' } | { status: 'error' } | { status: 'ready'; shop: Shop };

export function useShop(apiBase: string): ShopRequest & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [request, setRequest] = useState<ShopRequest>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setRequest({ status: 'loading' });
    fetchShop(apiBase).then((result) => {
      if (isCurrent) setRequest(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [apiBase, attempt]);

  return { ...request, retry: () => setAttempt((count) => count + 1) };
}

async function fetchShop(apiBase: string): Promise<ShopRequest> {
  try {
    const { data } = await createApiClient(apiBase).GET('/api/shop');
    return data ? { status: 'ready', shop: data } : { status: 'error' };
  } catch {
    return { status: 'error' }; // network failure, CORS refusal or an answer that is not JSON
  }
}

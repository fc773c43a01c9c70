import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';

/** What an order is (issue 28, point 4), with when the shop answers when it is known. */
export function noPaymentLine(replyTime: string | null): string {
  return replyTime
    ? `No payment is taken: this is a request for us to contact you, and we will get in touch ${replyTime}.`
    : 'No payment is taken: this is a request for us to contact you.';
}

/**
 * When the shop gets in touch, as staff set it in Settings (GET /api/shop, asked once `wanted`, e.g. when the
 * dialog opens); null until known or when unreachable.
 */
export function useReplyTime(client: ApiClient, wanted = true): string | null {
  const [replyTime, setReplyTime] = useState<string | null>(null);
  const asked = wanted || replyTime !== null;
  useEffect(() => {
    if (!asked) return;
    let current = true;
    client.GET('/api/shop').then(
      ({ data }) => current && setReplyTime(data?.replyTime ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, asked]);
  return replyTime;
}

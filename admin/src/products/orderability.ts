import type { useNotify } from 'react-admin';
import type { components } from '@gem-shop/widgets/api';

/**
 * What a saved product tells staff about ordering it: the API's `unorderableReason` ("its stock count
 * is 0"), null when shoppers can order it. Whether they can is the server's rule (its availability);
 * the console only words the server's answer, never re-decides it.
 */
export type OrderabilityAnswer = Partial<Pick<components['schemas']['AdminProductDto'], 'unorderableReason'>>;

export const cannotOrderSentence = (reason: string) => `Shoppers cannot order this piece: ${reason}.`;

/** The toast after a save: the success words when shoppers can order the product, else a warning that says why not. */
export function notifySaved(notify: ReturnType<typeof useNotify>, saved: string, answer: OrderabilityAnswer) {
  const reason = answer.unorderableReason;
  const sentence = /[.!?]$/.test(saved) ? saved : `${saved}.`;
  const message = reason ? `${sentence} ${cannotOrderSentence(reason)}` : saved;
  notify(message, { type: reason ? 'warning' : 'success', messageArgs: { _: message } });
}

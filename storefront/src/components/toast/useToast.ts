import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error';

export interface Toasts {
  success(message: string): void;
  error(message: string): void;
}

export const ToastContext = createContext<Toasts | null>(null);

/** Shows short messages in the toast area at the top right (spec 1 §2). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a <ToastProvider> around it');
  return toasts;
}

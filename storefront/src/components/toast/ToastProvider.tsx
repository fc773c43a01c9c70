import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toasts, type ToastTone } from './useToast';
import './Toasts.css';

/** Spec 1 §9 and decisions.md: every toast closes after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

function ToastMessage({ toast, onExpire }: { toast: Toast; onExpire: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onExpire(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onExpire]);

  return <li className={`toast toast--${toast.tone}`}>{toast.message}</li>;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);

  const remove = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const api = useMemo<Toasts>(() => {
    const show = (tone: ToastTone) => (message: string) => {
      const id = ++lastId.current;
      setToasts((shown) => [...shown, { id, message, tone }]);
    };
    return { success: show('success'), error: show('error') };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      {/* The live region stays in the page so screen readers announce each message added to it. */}
      <div className="toast-area" role="status" aria-live="polite" aria-label="Notifications">
        <ul className="toast-area__list">
          {toasts.map((toast) => (
            <ToastMessage key={toast.id} toast={toast} onExpire={remove} />
          ))}
        </ul>
      </div>
    </ToastContext>
  );
}

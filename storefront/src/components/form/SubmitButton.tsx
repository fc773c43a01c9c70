import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  /** Shown while the form is being sent, e.g. 'Signing In...'. */
  busyLabel: string;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary form__submit" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../components/toast/useToast';
import { onSessionExpired } from './tokens';
import { useSessionActions } from './useSession';

/** Spec 1 §7: when the server refuses our token, both tokens are gone and the shopper signs in again. */
export function SessionExpiryRedirect() {
  const { sendToSignIn } = useSessionActions();
  const toast = useToast();
  const { pathname, search, hash } = useLocation();

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error('Your session has ended. Please sign in again.');
        void sendToSignIn({ pathname, search, hash });
      }),
    [sendToSignIn, toast, pathname, search, hash],
  );

  return null;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PERSONAL } from '../ssr/queryClient';
import { useHydrated } from '../ssr/useHydrated';
import { useNavigate, type Location } from 'react-router';
import { endServerSessions, type AuthSession, type User } from './api';
import { checkStoredSession, type Session } from './session';
import { clearTokens, saveCustomerToken, storedAdminToken, storedCustomerToken } from './tokens';

export const sessionQueryKey = ['session'] as const;

/** Router state of a redirect to /login: where to go back to after signing in. */
export interface SignInRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * The signed-in person, checked once per visit against the server (spec 2 §4). Still being checked on the
 * server, and while a part of the server's HTML hydrates (useHydrated), as the server rendered it.
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: checkStoredSession,
    staleTime: Infinity,
    meta: PERSONAL,
  });
  const hydrated = useHydrated();
  return {
    session: hydrated ? (query.data ?? null) : null,
    isChecking: !hydrated || query.isPending,
    checkFailed: hydrated && query.isError,
    recheck: () => void query.refetch(),
  };
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMemo(() => {
    async function setSession(session: Session | null) {
      // A start-up check still under way must not overwrite what the shopper just did.
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      queryClient.setQueryData(sessionQueryKey, session);
    }

    return {
      startCustomerSession({ token, user }: AuthSession) {
        saveCustomerToken(token);
        return setSession({ kind: 'customer', user });
      },
      updateCustomer: (user: User) => setSession({ kind: 'customer', user }),
      /** Asks the server again who the stored tokens belong to. */
      recheckSession: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      /** Customer logout (spec 2 §4): both tokens go, and their sessions end on the server, then the home page. */
      async signOut() {
        const tokens = [storedAdminToken(), storedCustomerToken()].filter((token): token is string => !!token);
        clearTokens();
        void endServerSessions(tokens);
        // The account page's guard sees the empty session before the home page replaces it (RequireSession).
        await navigate('/');
        await setSession(null);
      },
      /** The server ended the session: sign in again, then come back to `from`. */
      async sendToSignIn(from: SignInRedirectState['from']) {
        await navigate('/login', { state: { from } satisfies SignInRedirectState });
        await setSession(null);
      },
    };
  }, [queryClient, navigate]);
}

import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { ScreenAccess } from './screenPermissions';

/**
 * react-admin's useCanAccess for several screens at once (the menu's entries, the dashboard's parts): one answer
 * per access, in their order, or undefined while they are checked. Without an access check (an authProvider
 * without canAccess, or none) everything is allowed, as react-admin's own hooks do.
 */
export function useCanAccessEach(accesses: readonly ScreenAccess[]): boolean[] | undefined {
  const authProvider = useAuthProvider();
  const canAccess = authProvider?.canAccess;
  const { data } = useQuery({
    queryKey: ['auth', 'canAccess', 'each', accesses],
    queryFn: () => Promise.all(accesses.map((access) => canAccess!(access))),
    enabled: !!canAccess,
  });
  return canAccess ? data : accesses.map(() => true);
}

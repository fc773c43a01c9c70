import { useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';

/**
 * The signed-in admin, from GET /api/admin/profile. An expired token signs the admin out as soon as
 * the shell opens instead of at the first data call, and a 401 is not worth retrying.
 */
export function useAdminIdentity() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useGetIdentity({ retry: false, staleTime: 5 * 60 * 1000, onError: logoutIfAccessDenied });
}

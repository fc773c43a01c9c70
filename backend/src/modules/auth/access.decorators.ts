import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'access:public';

/** Opens a route under /api/admin to anonymous callers (only the staff sign-in needs it). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

export const SIGNED_IN_ROUTE = 'access:signed-in';

/** Requires any signed-in account (customer or staff); the user is on `request.user`. */
export const SignedIn = () => SetMetadata(SIGNED_IN_ROUTE, true);

export const OPTIONAL_SIGN_IN_ROUTE = 'access:optional-sign-in';

/**
 * Open to everyone; when the caller sends a valid token, its account is put on `request.user`. A
 * missing, invalid or expired token is ignored: the route works as for an anonymous caller.
 */
export const OptionalSignIn = () => SetMetadata(OPTIONAL_SIGN_IN_ROUTE, true);

import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'access:public';

/** Opens a route under /api/admin to anonymous callers (only the staff sign-in needs it). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

export const SIGNED_IN_ROUTE = 'access:signed-in';

/** Requires any signed-in account (customer or staff); the user is on `request.user`. */
export const SignedIn = () => SetMetadata(SIGNED_IN_ROUTE, true);

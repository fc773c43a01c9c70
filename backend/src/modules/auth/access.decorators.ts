import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'access:public';

/** Opens a route under /api/admin to anonymous callers (only the staff sign-in needs it). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

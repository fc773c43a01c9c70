import type { Request } from 'express';

/**
 * A request the global access guard has looked at: `user` is the account whose token it carried, if
 * any, and `sessionId` that token's server-side session (what signing out revokes). Common knows no
 * domain, so the account's type is a parameter: the users module names the shop's (AuthenticatedRequest).
 */
export type RequestWithAccount<Account> = Request & { user?: Account; sessionId?: string };

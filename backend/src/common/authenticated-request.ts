import type { Request } from 'express';

/**
 * The account the global access guard found for a request. Common knows no domain, so the users
 * module gives it its shape (it declares `interface RequestAccount extends User {}` for this module).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging (users/request-account.ts)
export interface RequestAccount {}

/**
 * A request the global access guard has looked at: `user` is the account whose token it carried, if
 * any, and `sessionId` that token's server-side session (what signing out revokes).
 */
export type AuthenticatedRequest = Request & { user?: RequestAccount; sessionId?: string };

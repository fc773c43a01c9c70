import type { Request } from 'express';
import type { User } from '../modules/users/index.js';

/** A request the global access guard has looked at: `user` is the account whose token it carried, if any. */
export type AuthenticatedRequest = Request & { user?: User };

import type { RequestWithAccount } from '../../common/authenticated-request.js';
import type { User } from './entities/user.entity.js';

/** A request the global access guard has looked at: its `user` is the signed-in account, if any. */
export type AuthenticatedRequest = RequestWithAccount<User>;

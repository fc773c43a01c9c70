import type { User } from './entities/user.entity.js';

// The account on an AuthenticatedRequest (common/authenticated-request.ts) is a User.
declare module '../../common/authenticated-request.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds User's members
  interface RequestAccount extends User {}
}

import { Entity, Enum } from '@mikro-orm/decorators/legacy';
import { OneTimeLinkToken } from './one-time-link-token.entity.js';

/** What the holder of a sign-in challenge must still do before they get a session. */
export enum ChallengePurpose {
  /** Give a code from their authenticator (or a recovery code). */
  TwoFactor = 'two-factor',
  /** Set up an authenticator: the shop requires two-step sign-in and they have none. */
  Enrolment = 'enrolment',
}

/**
 * The staff sign-in half done: the password was right and a second step follows. The challenge is a random
 * token answered by the password step, short-lived and single-use; only its SHA-256 is kept. It opens
 * nothing but the sign-in's own next step (it is no bearer token).
 */
@Entity({ tableName: 'staff_sign_in_challenges' })
export class SignInChallenge extends OneTimeLinkToken {
  @Enum({ items: () => ChallengePurpose, nativeEnumName: 'sign_in_challenge_purpose' })
  purpose: ChallengePurpose;
}

import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { OneTimeLinkToken } from './one-time-link-token.entity.js';

/**
 * A link that proves the account's owner reads its e-mail address (issue 28, point 2). It proves the
 * address it was sent to, normalised, and nothing once the account's address is another.
 */
@Entity({ tableName: 'email_proof_tokens' })
export class EmailProofToken extends OneTimeLinkToken {
  /** The address the link was sent to (normalised). */
  @Property({ length: 254 })
  email: string;
}

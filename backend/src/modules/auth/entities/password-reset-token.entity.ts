import { Entity } from '@mikro-orm/decorators/legacy';
import { OneTimeLinkToken } from './one-time-link-token.entity.js';

/** A password reset link. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends OneTimeLinkToken {}

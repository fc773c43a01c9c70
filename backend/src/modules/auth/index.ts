/** What other modules may use of sign-in: the module, the access decorators, the token service. */
export { AuthModule } from './auth.module.js';
export { OptionalSignIn, Public, SignedIn } from './access.decorators.js';
export { TokenService } from './token.service.js';
export { PasswordResetToken } from './entities/password-reset-token.entity.js';
/** The accounts' mail kinds (reset links, "address already registered"), for the mail worker (ROLE=worker). */
export { PasswordResetMailsModule } from './password-reset.mails.js';
/** For `npm run admin:reset-two-factor`, which runs without Nest: an account's second step and sessions. */
export { SessionsRepository } from './sessions.repository.js';
export { TwoFactorRepository } from './two-factor/two-factor.repository.js';

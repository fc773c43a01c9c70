import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { AccessGuard } from './access.guard.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAuthService } from './admin-auth.service.js';
import { CustomerAuthController } from './customer-auth.controller.js';
import { CustomerAuthService } from './customer-auth.service.js';
import { EmailProofController } from './email-proof.controller.js';
import { EmailProofService } from './email-proof.service.js';
import { RestrictedFieldsInterceptor } from './restricted-fields.interceptor.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetMailsModule } from './password-reset.mails.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';
import { SecondStepService } from './two-factor/second-step.service.js';
import { SignInChallengesRepository } from './two-factor/sign-in-challenges.repository.js';
import { SignInPolicyRepository } from './two-factor/sign-in-policy.repository.js';
import { SignInPolicyService } from './two-factor/sign-in-policy.service.js';
import { StaffTwoFactorController } from './two-factor/staff-two-factor.controller.js';
import { TwoFactorSignInController } from './two-factor/two-factor-sign-in.controller.js';
import { TwoFactorSignInService } from './two-factor/two-factor-sign-in.service.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorRepository } from './two-factor/two-factor.repository.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { ShopModule } from '../shop/index.js';
import { UsersModule } from '../users/index.js';

@Module({
  imports: [
    UsersModule,
    ShopModule,
    PasswordResetMailsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { expiresIn: config.jwt.expiresIn as `${number}d` },
      }),
    }),
  ],
  controllers: [
    AdminAuthController,
    TwoFactorSignInController,
    TwoFactorController,
    StaffTwoFactorController,
    CustomerAuthController,
    EmailProofController,
  ],
  providers: [
    TokenService,
    SessionsRepository,
    SignInService,
    AdminAuthService,
    CustomerAuthService,
    PasswordResetService,
    EmailProofService,
    TwoFactorRepository,
    SignInChallengesRepository,
    SignInPolicyRepository,
    SecondStepService,
    TwoFactorService,
    SignInPolicyService,
    TwoFactorSignInService,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: RestrictedFieldsInterceptor },
  ],
  exports: [TokenService],
})
export class AuthModule {}

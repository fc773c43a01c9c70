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
import { UsersModule } from '../users/index.js';

@Module({
  imports: [
    UsersModule,
    PasswordResetMailsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { expiresIn: config.jwt.expiresIn as `${number}d` },
      }),
    }),
  ],
  controllers: [AdminAuthController, CustomerAuthController, EmailProofController],
  providers: [
    TokenService,
    SessionsRepository,
    SignInService,
    AdminAuthService,
    CustomerAuthService,
    PasswordResetService,
    EmailProofService,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: RestrictedFieldsInterceptor },
  ],
  exports: [TokenService],
})
export class AuthModule {}

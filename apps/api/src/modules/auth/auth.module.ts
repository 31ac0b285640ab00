import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AccountsModule } from '../accounts/index.js';
import { AuthController } from './auth.controller.js';
import { AuthUsersRepository } from './auth-users.repository.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { ForgotPasswordService } from './forgot-password.service.js';
import { sessionKey } from './session-key.js';
import { LoginService } from './login.service.js';
import { LogoutService } from './logout.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCleanupService } from './session-cleanup.service.js';
import { SessionCache } from './session-cache.js';
import { SessionCheckService } from './session-check.service.js';
import { SESSION_CHECK } from '../../common/guards/session-check.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionTokensService } from './session-tokens.service.js';
import { AuditModule } from '../audit/index.js';
import { ThrottleModule } from '../throttle/index.js';

// SESSION_CHECK is exported for the global SessionGuard (app.module) and for a module whose
// controller uses OptionalSessionGuard (it imports AuthModule): @Global stays for config and database.
@Module({
  imports: [
    AuditModule,
    ThrottleModule,
    AccountsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: sessionKey(config.auth.jwtSecret),
        signOptions: { algorithm: 'HS256', expiresIn: config.auth.jwtTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    SessionCheckService,
    { provide: SESSION_CHECK, useExisting: SessionCheckService },
    SessionCache,
    SessionsRepository,
    SessionTokensService,
    AuthUsersRepository,
    LoginService,
    LogoutService,
    PasswordResetService,
    EmailConfirmationService,
    ForgotPasswordService,
    SessionCleanupService,
  ],
  exports: [LogoutService, SessionTokensService, SESSION_CHECK],
})
export class AuthModule {}

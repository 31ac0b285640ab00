import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionTokensService } from './session-tokens.service.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.auth.jwtTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [JwtStrategy, SessionsRepository, SessionTokensService],
  exports: [SessionsRepository, SessionTokensService],
})
export class AuthModule {}

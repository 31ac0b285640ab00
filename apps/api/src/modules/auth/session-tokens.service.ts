import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { randomUUID } from 'node:crypto';
import { ISSUED_AT_MS } from './verified-tokens.js';

export interface SessionSubject {
  id: number;
  email: string;
  name: string;
  role: string;
}

/**
 * Signs session tokens in the shape the web reads: exp in seconds, role under the Microsoft claim,
 * and the issue instant in milliseconds (`iat_ms`): `iat` has second precision, and an ended session
 * (sessions_valid_after, milliseconds) must not come back for a token issued in the end's second.
 */
@Injectable()
export class SessionTokensService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: SessionSubject): Promise<string> {
    // iat from the same instant, so both claims name the same second.
    const now = Date.now();
    return this.jwt.signAsync(
      {
        sub: user.id,
        email: user.email,
        name: user.name,
        [ROLE_CLAIM]: user.role,
        iat: Math.floor(now / 1000),
        [ISSUED_AT_MS]: now,
      },
      { jwtid: randomUUID() },
    );
  }
}

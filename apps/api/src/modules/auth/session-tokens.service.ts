import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { randomUUID } from 'node:crypto';

export interface SessionSubject {
  id: number;
  email: string;
  name: string;
  role: string;
}

/** Signs session tokens in the shape the web reads: exp in seconds, role under the Microsoft claim. */
@Injectable()
export class SessionTokensService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: SessionSubject): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, email: user.email, name: user.name, [ROLE_CLAIM]: user.role },
      { jwtid: randomUUID() },
    );
  }
}

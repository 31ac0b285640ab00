import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For a @Public() route that wants to know who is signed in, when someone is: a valid session puts
 * its user on the request as the global guard would; no token, or a bad one, lets the request through
 * anonymously (never a 401).
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('jwt') {
  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || undefined) as T;
  }
}

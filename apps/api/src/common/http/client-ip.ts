import type { Request } from 'express';

/** The caller's IP: Express honours X-Forwarded-For only when TRUST_PROXY set `trust proxy`. */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'desconhecido';
}

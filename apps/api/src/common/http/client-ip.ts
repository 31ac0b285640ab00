import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The caller's IP: Express honours X-Forwarded-For only when TRUST_PROXY set `trust proxy`. A
 * forwarded value that is not an IP (a forged header) is not trusted: the socket's address is used,
 * so what is stored always fits the ip columns (varchar 100).
 */
export function clientIp(request: Request): string {
  const ip = request.ip;
  if (ip && isIP(ip)) return ip;
  return request.socket.remoteAddress ?? 'desconhecido';
}

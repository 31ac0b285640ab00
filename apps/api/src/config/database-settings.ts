import type { EnvReader } from './env-reader.js';

const DATABASE_PARTS = ['DATABASE_HOST', 'DATABASE_PORT', 'DATABASE_USER', 'DATABASE_PASSWORD', 'DATABASE_NAME'];

/**
 * The PostgreSQL connection URL: DATABASE_URL as given, or composed from DATABASE_HOST, DATABASE_PORT,
 * DATABASE_USER, DATABASE_PASSWORD and DATABASE_NAME. The parts need no escaping: the password may hold
 * `/ + @ # % :` (what `openssl rand -base64` produces), the URL is encoded here. Undefined: the
 * embedded PostgreSQL.
 */
export function readDatabaseUrl(read: EnvReader): string | undefined {
  const url = read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const host = read.optional('DATABASE_HOST');
  if (!host) {
    const stray = DATABASE_PARTS.filter((name) => name !== 'DATABASE_HOST' && read.optional(name) !== undefined);
    if (stray.length) read.errors.push(`${stray.join(', ')} só vale(m) com DATABASE_HOST definida.`);
    return url;
  }
  if (url)
    read.errors.push('Defina DATABASE_URL ou DATABASE_HOST (com DATABASE_USER, DATABASE_PASSWORD...), não ambas.');
  const port = read.int('DATABASE_PORT', 5432, 1, 65535);
  const user = read.string('DATABASE_USER', 'postgres');
  // Taken verbatim (no trim): a password may end with a space as well as anything else.
  const password = read.raw('DATABASE_PASSWORD') ?? '';
  const name = read.string('DATABASE_NAME', 'portal');
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const auth = `${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}`;
  return `postgresql://${auth}@${hostPart}:${port}/${encodeURIComponent(name)}`;
}

import { existsSync } from 'node:fs';
import { availableParallelism, networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { caracteresNaoImprimiveis, isValidCnpj, isValidEmail, passwordErrors } from '@portal/shared/validators';
import { readDatabaseUrl } from './database-settings.js';
import { EnvReader } from './env-reader.js';
import { placeholderProblems } from './placeholders.js';
import { readPix, type PixConfig } from './pix-config.js';
import { readTrustProxy, type TrustProxy } from './trust-proxy.js';
import { readPrivacy, readRetention, type PrivacyConfig, type RetentionConfig } from './privacy-config.js';

export type { PixConfig } from './pix-config.js';
export type { TrustProxy } from './trust-proxy.js';

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Undefined: X-Forwarded-* are ignored. Otherwise only connections from these addresses are proxies. */
  trustProxy?: TrustProxy;
  /** HSTS also covers the subdomains of the portal's host (HSTS_INCLUDE_SUBDOMAINS); off by default. */
  hstsIncludeSubdomains: boolean;
  production: boolean;
  bodyLimit: string;
  webDistDir: string;
  /** json: one JSON object per log line (default in production); text: Nest's readable lines. */
  logFormat: 'json' | 'text';
}

export interface DatabaseConfig {
  /** Undefined: run the embedded PostgreSQL. Holds the password: print it only through maskUrl. */
  url?: string;
  dataDir: string;
  embeddedPort: number;
  poolSize: number;
  /** Benchmark only: log every SQL statement to this file. */
  sqlTraceFile?: string;
}

export interface AuthConfig {
  /**
   * JWT_SECRET. Empty when it is not set: the start then takes the key from the database
   * (segredo_do_servidor, ADR 0013), the same for every instance on it, before the app is built.
   */
  jwtSecret: string;
  /** Without JWT_SECRET: DATA_DIR/jwt-secret, where versions before ADR 0013 kept the key; adopted into the database. */
  jwtSecretFile?: string;
  jwtTtlSeconds: number;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  publicFormMaxPerWindow: number;
  setPasswordTtlSeconds: number;
  resetPasswordTtlSeconds: number;
  confirmEmailTtlSeconds: number;
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** How long to wait for the mail server, in seconds (RFC 5321 §4.5.3.2 sizes these in minutes). */
  timeouts: { connectionSeconds: number; greetingSeconds: number; socketSeconds: number };
  /**
   * The longest a worker may take to hand an e-mail that carries a person's data to SMTP: the
   * conversation is aborted then unless the end of DATA has left (its reply is then awaited up to
   * SMTP_SOCKET_TIMEOUT), and a deletion of that person waits at most this long for it (MAIL_SEND_DEADLINE).
   */
  sendDeadlineSeconds: number;
}

/** The durable job queue (pg-boss, schema `pgboss`): how often workers look for work, how mail retries. */
export interface JobsConfig {
  pollIntervalSeconds: number;
  /** How often an instance checks whether a recurring job is due (cron precision is a minute). */
  cronCheckSeconds: number;
  mailRetryDelaySeconds: number;
  mailRetryMaxDelaySeconds: number;
  mailRetryLimit: number;
}

export interface LookupConfig {
  cnpjApiUrl: string;
  cepApiUrl: string;
  timeoutMs: number;
}

export interface AdminConfig {
  email: string;
  password?: string;
}

/** The company's contact details (Fale conosco); messages sent there go to email. */
export interface ContactConfig {
  email: string;
  phone: string;
  address: string;
}

/** Quotations (cotações): how long a quotation stays valid. */
export interface QuotesConfig {
  validityDays: number;
}

/** The company issuing quotations, printed on them. */
export interface CompanyConfig {
  name: string;
  /** Undefined: not printed. */
  cnpj?: string;
  address: string;
  phone: string;
  email: string;
  /** Optional image file (PNG/JPEG) of the logo; undefined prints the name only. */
  logoFile?: string;
}

/** Quotation PDFs: worker threads that render them, downloads that may wait beyond those (issue 25). */
export interface PdfConfig {
  /** Renders at once, each in its own worker thread. */
  workers: number;
  /** Downloads admitted to wait for a worker; past workers + fila a download answers 503. */
  fila: number;
}

export interface AppConfig {
  server: ServerConfig;
  database: DatabaseConfig;
  auth: AuthConfig;
  mail: MailConfig;
  jobs: JobsConfig;
  lookup: LookupConfig;
  admin: AdminConfig;
  contact: ContactConfig;
  quotes: QuotesConfig;
  company: CompanyConfig;
  pix?: PixConfig;
  pdf: PdfConfig;
  privacy: PrivacyConfig;
  retention: RetentionConfig;
}

const DEFAULT_ADDRESS = 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100';
const MIN_SESSION_SECONDS = 5 * 60;
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n- ${problems.join('\n- ')}`);
  }
}

/** DATA_DIR as an absolute path (also for `portal dados:backup`, which must not create the JWT secret). */
export const readDataDir = (read: EnvReader): string => resolve(read.string('DATA_DIR', '.data'));

/** Reads and validates the whole configuration once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const read = new EnvReader(env);
  const production = env.NODE_ENV === 'production';
  const port = read.int('PORT', 3000, 0, 65535);
  const dataDir = readDataDir(read);

  const config: AppConfig = {
    server: {
      port,
      host: read.string('HOST', '0.0.0.0'),
      publicUrl: (read.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? '').replace(/\/$/, ''),
      // The Docker image sets PORTAL_IN_CONTAINER (Dockerfile): TRUST_PROXY=true then covers its networks.
      trustProxy: readTrustProxy(read, env.PORTAL_IN_CONTAINER === '1', networkInterfaces()),
      hstsIncludeSubdomains: read.bool('HSTS_INCLUDE_SUBDOMAINS', false),
      production,
      bodyLimit: read.string('BODY_LIMIT', '100kb'),
      webDistDir: resolve(read.string('WEB_DIST_DIR', resolve(import.meta.dirname, '../../../web/dist'))),
      logFormat: read.oneOf('LOG_FORMAT', production ? 'json' : 'text', ['json', 'text'] as const),
    },
    database: {
      url: readDatabaseUrl(read),
      dataDir,
      embeddedPort: read.int('EMBEDDED_PG_PORT', 5433, 1, 65535),
      poolSize: read.int('DATABASE_POOL_SIZE', 10, 1, 200),
      sqlTraceFile: read.optional('SQL_TRACE_FILE'),
    },
    auth: {
      jwtSecret: read.optional('JWT_SECRET') ?? '',
      jwtTtlSeconds: read.duration('JWT_TTL', '8h'),
      loginMaxAttempts: read.int('LOGIN_MAX_ATTEMPTS', 5, 1, 1000),
      loginWindowSeconds: read.duration('LOGIN_WINDOW', '15m'),
      publicFormMaxPerWindow: read.int('PUBLIC_FORM_MAX_PER_HOUR', 20, 1, 100000),
      setPasswordTtlSeconds: read.duration('SET_PASSWORD_LINK_TTL', '48h'),
      resetPasswordTtlSeconds: read.duration('RESET_PASSWORD_LINK_TTL', '1h'),
      confirmEmailTtlSeconds: read.duration('CONFIRM_EMAIL_LINK_TTL', '48h'),
    },
    mail: {
      smtpUrl: read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']),
      from: read.string('MAIL_FROM', 'Portal de Cotações <no-reply@portal.local>'),
      outboxDir: join(dataDir, 'outbox'),
      // RFC 5321 §4.5.3.2: 5 min for the greeting, up to 10 min for the reply to the end of DATA. A
      // client that gives up sooner sends again a message the server may already have kept.
      timeouts: {
        connectionSeconds: read.duration('SMTP_CONNECTION_TIMEOUT', '1m'),
        greetingSeconds: read.duration('SMTP_GREETING_TIMEOUT', '5m'),
        socketSeconds: read.duration('SMTP_SOCKET_TIMEOUT', '10m'),
      },
      sendDeadlineSeconds: read.duration('MAIL_SEND_DEADLINE', '1m'),
    },
    jobs: {
      pollIntervalSeconds: read.int('JOBS_POLL_INTERVAL_MS', 2000, 500, 60_000) / 1000,
      cronCheckSeconds: read.int('JOBS_CRON_CHECK_SECONDS', 30, 1, 45),
      // 30 s, 1 min, 2 min... capped at 1 h: with 100 tries a mail outlives about four days of outage.
      mailRetryDelaySeconds: read.duration('MAIL_RETRY_DELAY', '30s'),
      mailRetryMaxDelaySeconds: read.duration('MAIL_RETRY_MAX_DELAY', '1h'),
      mailRetryLimit: read.int('MAIL_RETRY_LIMIT', 100, 0, 10_000),
    },
    lookup: {
      cnpjApiUrl: read.url('CNPJ_API_URL', 'https://receitaws.com.br/v1/cnpj/{cnpj}', ['http:', 'https:']) ?? '',
      cepApiUrl: read.url('CEP_API_URL', 'https://viacep.com.br/ws/{cep}/json/', ['http:', 'https:']) ?? '',
      timeoutMs: read.int('LOOKUP_TIMEOUT_MS', 8000, 100, 60000),
    },
    admin: {
      email: read.string('ADMIN_EMAIL', 'admin@portal.local').toLowerCase(),
      password: read.optional('ADMIN_PASSWORD'),
    },
    contact: {
      email: read.string('CONTACT_EMAIL', 'contato@portal.local').toLowerCase(),
      phone: read.string('CONTACT_PHONE', '(11) 4000-0000'),
      address: read.string('CONTACT_ADDRESS', DEFAULT_ADDRESS),
    },
    quotes: { validityDays: read.int('QUOTE_VALIDITY_DAYS', 15, 1, 365) },
    company: {
      name: read.string('COMPANY_NAME', 'Portal de Cotações'),
      cnpj: read.optional('COMPANY_CNPJ'),
      address: read.string('COMPANY_ADDRESS', DEFAULT_ADDRESS),
      phone: read.string('COMPANY_PHONE', '(11) 4000-0000'),
      email: read.string('COMPANY_EMAIL', 'contato@portal.local').toLowerCase(),
      logoFile: read.optional('COMPANY_LOGO_FILE'),
    },
    pix: readPix(read),
    pdf: {
      // One core stays for the event loop (HTTP, the database); 2 cores give one worker.
      workers: read.int('PDF_WORKERS', Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 32),
      fila: read.int('PDF_FILA', 32, 0, 10_000),
    },
    privacy: readPrivacy(read, read.string('CONTACT_EMAIL', 'contato@portal.local')),
    retention: readRetention(read),
  };

  for (const [name, seconds] of Object.entries({
    SMTP_CONNECTION_TIMEOUT: config.mail.timeouts.connectionSeconds,
    SMTP_GREETING_TIMEOUT: config.mail.timeouts.greetingSeconds,
    SMTP_SOCKET_TIMEOUT: config.mail.timeouts.socketSeconds,
  })) {
    if (seconds < 1) read.errors.push(`${name} deve ser de ao menos 1 segundo (recebido: ${env[name]}).`);
  }
  const deadline = config.mail.sendDeadlineSeconds;
  if (deadline < 1 || deadline > 600)
    read.errors.push(
      `MAIL_SEND_DEADLINE deve ficar entre 1 segundo e 10 minutos (recebido: ${env.MAIL_SEND_DEADLINE}).`,
    );
  // A bare number is seconds (JWT_TTL=8 is 8 s): a session shorter than this ends before the first page is used.
  if (config.auth.jwtTtlSeconds < MIN_SESSION_SECONDS)
    read.errors.push(
      `JWT_TTL deve ser de ao menos 5 minutos; um número sem unidade conta segundos (recebido: ${env.JWT_TTL}, ` +
        `ou seja ${config.auth.jwtTtlSeconds} segundos). Use por exemplo 15m, 8h ou 2d.`,
    );
  // The first administrator signs in through the web form, which applies these same rules.
  if (!isValidEmail(config.admin.email))
    read.errors.push(`ADMIN_EMAIL deve ser um e-mail (recebido: ${env.ADMIN_EMAIL}).`);
  const adminPasswordErrors = config.admin.password === undefined ? [] : passwordErrors(config.admin.password);
  if (adminPasswordErrors.length)
    read.errors.push(`ADMIN_PASSWORD não segue as regras de senha: ${adminPasswordErrors.join(' ')}`);
  if (config.auth.jwtSecret && config.auth.jwtSecret.length < 32) {
    read.errors.push('JWT_SECRET deve ter ao menos 32 caracteres.');
  }
  read.errors.push(...placeholderProblems({ databaseUrl: config.database.url, publicUrl: config.server.publicUrl }));
  if (!config.auth.jwtSecret && production) read.errors.push('JWT_SECRET é obrigatória quando NODE_ENV=production.');
  if (!isEmail(config.contact.email)) read.errors.push('CONTACT_EMAIL deve ser um e-mail.');
  if (!isEmail(config.company.email)) read.errors.push('COMPANY_EMAIL deve ser um e-mail.');
  if (config.company.cnpj && !isValidCnpj(config.company.cnpj))
    read.errors.push(`COMPANY_CNPJ deve ser um CNPJ válido (recebido: ${config.company.cnpj}).`);
  for (const [name, value] of Object.entries({
    COMPANY_NAME: config.company.name,
    COMPANY_ADDRESS: config.company.address,
    COMPANY_PHONE: config.company.phone,
    COMPANY_EMAIL: config.company.email,
  })) {
    const bad = caracteresNaoImprimiveis(value);
    if (bad.length) read.errors.push(`${name} tem caracteres que o PDF da cotação não imprime: ${bad.join(' ')}.`);
  }
  if (config.company.logoFile && !existsSync(config.company.logoFile)) {
    read.errors.push(`COMPANY_LOGO_FILE não existe (recebido: ${config.company.logoFile}).`);
  }
  if (read.errors.length) throw new ConfigError(read.errors);
  if (!config.auth.jwtSecret) config.auth.jwtSecretFile = join(dataDir, 'jwt-secret');
  return config;
}

import type { EnvReader } from './env-reader.js';

/** LGPD (issue 16): the privacy notice, its controller's contact and the export limit. */
export interface PrivacyConfig {
  noticeVersion: string;
  contactEmail: string;
  /** Personal-data exports one user may download per 24 h. */
  exportsPerDay: number;
}

/** How long data no longer needed is kept, in days; the daily retention job deletes the rest. */
export interface RetentionConfig {
  auditDays: number;
  tokenDays: number;
  sessionDays: number;
  throttleDays: number;
  mailJobDays: number;
  /** Rows deleted per statement, so no table is locked for long. */
  batchSize: number;
}

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function readPrivacy(read: EnvReader, fallbackEmail: string): PrivacyConfig {
  const config = {
    noticeVersion: read.string('PRIVACY_NOTICE_VERSION', '2026-11'),
    contactEmail: read.string('PRIVACY_CONTACT_EMAIL', fallbackEmail).toLowerCase(),
    exportsPerDay: read.int('PERSONAL_DATA_EXPORTS_PER_DAY', 5, 1, 1000),
  };
  if (!isEmail(config.contactEmail)) read.errors.push('PRIVACY_CONTACT_EMAIL deve ser um e-mail.');
  if (config.noticeVersion.length > 20) read.errors.push('PRIVACY_NOTICE_VERSION deve ter até 20 caracteres.');
  return config;
}

export function readRetention(read: EnvReader): RetentionConfig {
  const DAYS = [0, 36_500] as const;
  return {
    auditDays: read.int('RETENTION_AUDIT_DAYS', 1825, ...DAYS),
    tokenDays: read.int('RETENTION_TOKEN_DAYS', 30, ...DAYS),
    sessionDays: read.int('RETENTION_SESSION_DAYS', 1, ...DAYS),
    throttleDays: read.int('RETENTION_THROTTLE_DAYS', 1, ...DAYS),
    mailJobDays: read.int('RETENTION_MAIL_JOB_DAYS', 30, ...DAYS),
    batchSize: read.int('RETENTION_BATCH_SIZE', 1000, 1, 100_000),
  };
}

import type { StorageTarget } from './storage';
import { NEW_RECORDS_PER_MINUTE } from './newRecordCeiling';
import { DEFAULT_DATA_DIR } from './paths';

export interface MailConfig {
  /** e.g. smtps://user:password@smtp.example.com:465; null: no e-mail is sent, and the desk says so. */
  smtpUrl: string | null;
  /** Who hears of each new order, quote request and message; null: nobody. */
  ownerEmail: string | null;
  /** The sender of every e-mail. */
  from: string;
}

export interface InboxConfig {
  /** Browser origins allowed to deliver (CORS and the Origin check): the shop's, and an embedding site's. */
  shopOrigins: string[];
  host: string;
  port: number;
  storage: StorageTarget;
  /** The desk's own address as staff open it (links in e-mails, the same-origin check); null: where it listens. */
  publicUrl: string | null;
  /**
   * The reverse proxy's own address (or CIDR, or loopback): a request from it has its client's address and
   * scheme read from X-Forwarded-For and X-Forwarded-Proto. Empty: no proxy is trusted.
   */
  trustProxy: string[];
  mail: MailConfig;
  /** New records a minute from all addresses together (NEW_RECORDS_PER_MINUTE); past it, deliveries wait (429). */
  newRecordsPerMinute: number;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** A setting that stops the start, with the sentence to print. */
export class ConfigError extends Error {}

/** An origin as a browser sends it: scheme, host and optional port, nothing after. */
export function normaliseOrigin(text: string, setting = 'SHOP_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ConfigError(`${setting}: "${text}" is not an origin like https://shop.example.com`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.length > 1 || url.search || url.hash) {
    throw new ConfigError(`${setting}: "${text}" is not an origin like https://shop.example.com (no path)`);
  }
  return url.origin;
}

/** An IPv4 or IPv6 address with an optional prefix length, or one of proxy-addr's names. */
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

const setting = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

function readMail(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = setting(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL: give it as smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  const ownerEmail = setting(env.OWNER_EMAIL);
  if (ownerEmail && !/^\S+@\S+\.\S+$/.test(ownerEmail)) throw new ConfigError(`OWNER_EMAIL: "${ownerEmail}" is not an e-mail address`);
  return { smtpUrl, ownerEmail, from: setting(env.MAIL_FROM) ?? ownerEmail ?? 'inbox@localhost' };
}

/** Reads the inbox's settings from the environment (see docs/delivery-and-desk.md). */
export function readConfig(env: NodeJS.ProcessEnv): InboxConfig {
  const origins = (env.SHOP_ORIGIN ?? '').split(',').filter((origin) => origin.trim() !== '');
  if (origins.length === 0) {
    throw new ConfigError(
      'SHOP_ORIGIN is not set: name the origin the shop is served from, e.g. SHOP_ORIGIN=https://shop.example.com ' +
        '(several, separated by commas, for an embedding site too)',
    );
  }
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT: "${env.PORT}" is not a port number`);
  const trustProxy = (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const unusable = trustProxy.find((entry) => !PROXY_ADDRESS.test(entry));
  if (unusable) {
    throw new ConfigError(`TRUST_PROXY: "${unusable}" is not an address: give the reverse proxy's, e.g. TRUST_PROXY=127.0.0.1 (or loopback, or a CIDR like 10.0.0.0/8)`);
  }
  const publicUrl = setting(env.INBOX_URL);
  const ceiling = setting(env.NEW_RECORDS_PER_MINUTE);
  const newRecordsPerMinute = ceiling === null ? NEW_RECORDS_PER_MINUTE : Number(ceiling);
  if (!Number.isInteger(newRecordsPerMinute) || newRecordsPerMinute < 1) {
    throw new ConfigError(`NEW_RECORDS_PER_MINUTE: "${ceiling}" is not a whole number of records a minute, such as ${NEW_RECORDS_PER_MINUTE}`);
  }
  return {
    shopOrigins: origins.map((origin) => normaliseOrigin(origin)),
    host: setting(env.HOST) ?? DEFAULT_HOST,
    port,
    storage: readStorageTarget(env),
    publicUrl: publicUrl ? normaliseOrigin(publicUrl, 'INBOX_URL') : null,
    trustProxy,
    mail: readMail(env),
    newRecordsPerMinute,
  };
}

/** The request log's level (LOG_LEVEL): one JSON line per request at 'info'; 'warn' keeps only problems. */
export const readLogLevel = (env: NodeJS.ProcessEnv): string => setting(env.LOG_LEVEL) ?? 'info';

/** Where the storage is, for `add-staff`, which needs nothing else. */
export function readStorageTarget(env: NodeJS.ProcessEnv): StorageTarget {
  const databaseUrl = setting(env.DATABASE_URL);
  return databaseUrl ? { databaseUrl } : { dataDir: setting(env.INBOX_DATA_DIR) ?? DEFAULT_DATA_DIR };
}

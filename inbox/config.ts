import type { StorageTarget } from './storage';
import { DEFAULT_DATA_DIR } from './paths';

export interface InboxConfig {
  password: string;
  /** Browser origins allowed to deliver (CORS and the Origin check): the shop's, and an embedding site's. */
  shopOrigins: string[];
  host: string;
  port: number;
  storage: StorageTarget;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** A setting that stops the start, with the sentence to print. */
export class ConfigError extends Error {}

/** An origin as a browser sends it: scheme, host and optional port, nothing after. */
export function normaliseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ConfigError(`SHOP_ORIGIN: "${text}" is not an origin like https://shop.example.com`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.length > 1 || url.search || url.hash) {
    throw new ConfigError(`SHOP_ORIGIN: "${text}" is not an origin like https://shop.example.com (no path)`);
  }
  return url.origin;
}

/** Reads the inbox's settings from the environment (see README, Receiving orders and quotes). */
export function readConfig(env: NodeJS.ProcessEnv): InboxConfig {
  const password = env.INBOX_PASSWORD ?? '';
  if (password.trim() === '') {
    throw new ConfigError(
      'INBOX_PASSWORD is not set. The inbox has no default password: start it with ' +
        'INBOX_PASSWORD=<a long secret> SHOP_ORIGIN=<the shop\'s origin> npm run inbox',
    );
  }
  const origins = (env.SHOP_ORIGIN ?? '').split(',').filter((origin) => origin.trim() !== '');
  if (origins.length === 0) {
    throw new ConfigError(
      'SHOP_ORIGIN is not set: name the origin the shop is served from, e.g. SHOP_ORIGIN=https://shop.example.com ' +
        '(several, separated by commas, for an embedding site too)',
    );
  }
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT: "${env.PORT}" is not a port number`);
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    password,
    shopOrigins: origins.map(normaliseOrigin),
    host: env.HOST?.trim() || DEFAULT_HOST,
    port,
    storage: databaseUrl ? { databaseUrl } : { dataDir: env.INBOX_DATA_DIR?.trim() || DEFAULT_DATA_DIR },
  };
}

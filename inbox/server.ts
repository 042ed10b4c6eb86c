/**
 * The inbox: POST /deliveries stores what the shop sends, once per record id
 * (deliveriesRoute.ts); the desk (deskAuth.ts, deskRoutes.ts) is where staff
 * sign in, read and answer it. Fastify brings what a receiver must get right
 * without hand-written code: the body limit (413), JSON parsing with
 * prototype-poisoning checks (400), JSON Schema validation through Ajv, and
 * closing with requests in flight.
 */
import type { AddressInfo } from 'node:net';
import type { ErrorObject } from 'ajv';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { InboxConfig } from './config';
import { deliveriesRoute, refuse, type Refusal } from './deliveriesRoute';
import { describeSchemaError } from './deliverySchema';
import { openDesk, type Desk } from './desk';
import { registerAuth } from './deskAuth';
import { deskDefaults, registerDeskRoutes } from './deskRoutes';
import type { DigestRules } from './mail/digest';
import { startMailer, type Mailer } from './mail/mailer';
import { serveAdmin } from './adminSocket';
import { staffCount } from './staff';
import { requestLogOptions } from './requestLog';
import { openStorage, type Storage } from './storage';

export { DELIVERIES_PATH } from './deliveriesRoute';
/** The largest body accepted: 64 KB, also the most a `fetch(..., { keepalive: true })` may carry. */
export const BODY_LIMIT = 64 * 1024;

export interface InboxOptions extends Pick<InboxConfig, 'shopOrigins' | 'mail' | 'publicUrl' | 'trustProxy'>, Partial<Pick<InboxConfig, 'newRecordsPerMinute'>> {
  storage: Storage;
  desk: Desk;
  /** Fastify's request log (pino, JSON lines on stdout, or `stream`) at this level, with nothing personal (requestLog.ts); off in tests. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Deliveries one address may send in a minute (deliveriesRoute.ts). */
  deliveriesPerMinute?: number;
}

/** Fastify's own errors for a body it could not take, as refusals. */
function refusalFor(error: FastifyError): { status: number } & Refusal {
  if (error.validation) {
    const first = error.validation[0] as ErrorObject | undefined;
    return { status: 422, error: 'invalid-delivery', reason: first ? describeSchemaError(first) : error.message };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, error: 'too-large', reason: `the body is larger than ${BODY_LIMIT / 1024} KB` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, error: 'unsupported-media-type', reason: 'send the delivery with Content-Type: application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, error: 'malformed-json', reason: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, error: 'too-many-requests', reason: `too many deliveries from one address; try again later (${error.message})` };
  if (status >= 500) return { status: 500, error: 'server-error', reason: 'the delivery could not be stored; send it again later' };
  // A JSON syntax error, a forbidden __proto__ key, a bad Content-Length: the request itself is wrong.
  return { status, error: error instanceof SyntaxError ? 'malformed-json' : 'bad-request', reason: error.message };
}

export function buildInbox({ shopOrigins, storage, desk, mail, publicUrl, trustProxy, logger = false, deliveriesPerMinute }: InboxOptions): FastifyInstance {
  // trustProxy: the reverse proxy's address; only a request from it has X-Forwarded-For and -Proto believed.
  const app = Fastify({ logger: logger && requestLogOptions(logger.level, logger.stream), bodyLimit: BODY_LIMIT, requestTimeout: 30_000, trustProxy: trustProxy.length > 0 ? trustProxy : false });
  // JSON only: a text/plain body (what a form or sendBeacon would send) is a 415, not a schema puzzle.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, ...refusal } = refusalFor(error);
    if (status >= 500) request.log.error(error);
    return refuse(reply, status, refusal.error, refusal.reason);
  });

  void app.register(deliveriesRoute, { shopOrigins, desk, storage, ...(deliveriesPerMinute ? { perMinute: deliveriesPerMinute } : {}) });
  // The desk in a context of its own: its cookies, sessions, form bodies and hooks never touch /deliveries.
  void app.register(async (deskApp) => {
    deskDefaults(deskApp);
    await registerAuth(deskApp, { storage, publicOrigin: publicUrl, secure: publicUrl?.startsWith('https:') ?? false });
    await registerDeskRoutes(deskApp, { storage, desk, mail });
  });
  return app;
}

export interface ListeningInbox {
  /** e.g. http://127.0.0.1:8787 (no trailing slash); deliveries go to `${url}/deliveries`. */
  url: string;
  desk: Desk;
  /** Stops listening and lets requests in flight finish, then stops sending mail; the storage stays open. */
  close(): Promise<void>;
}

export type ListenOptions = Omit<InboxOptions, 'desk'> & {
  host: string;
  port: number;
  /** How often the mail sender looks for mail queued by another process (ms). */
  mailPollMs?: number;
  /** Wraps the desk (tests make its deliveries fail on purpose). */
  wrapDesk?: (desk: Desk) => Desk;
  /** When the owner's notes become a digest (tests: after fewer). */
  digest?: DigestRules;
};

/** Serves an open storage on `host`:`port` (0: any free port), and sends its mail when SMTP_URL is set. */
export async function listenInbox({ wrapDesk = (desk) => desk, mailPollMs, digest, ...options }: ListenOptions): Promise<ListeningInbox> {
  const mailer: Mailer | null = options.mail.smtpUrl
    ? startMailer(options.storage, {
        smtpUrl: options.mail.smtpUrl,
        from: options.mail.from,
        ...(mailPollMs ? { pollMs: mailPollMs } : {}),
        log: (message) => app.log.warn(message),
        reclaimAtStart: options.storage.engine === 'pglite',
      })
    : null;
  let url = '';
  const desk = wrapDesk(
    openDesk({
      storage: options.storage,
      shopOrigins: options.shopOrigins,
      mail: options.mail,
      publicUrl: () => options.publicUrl ?? url,
      mailer,
      ...(options.newRecordsPerMinute ? { newRecordsPerMinute: options.newRecordsPerMinute } : {}),
      ...(digest ? { digest } : {}),
    }),
  );
  const app = buildInbox({ ...options, desk });
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await mailer?.stop();
    throw error;
  }
  const { address, port } = app.server.address() as AddressInfo;
  url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url,
    desk,
    async close() {
      try {
        await app.close();
      } finally {
        await mailer?.stop();
      }
    },
  };
}

export interface RunningInbox {
  url: string;
  storage: Storage;
  /** Stops listening, lets requests in flight finish, closes the database. */
  stop(): Promise<void>;
}

/** Why the inbox will not start: no one could sign in to its desk. */
export class NoStaffError extends Error {
  constructor() {
    super('There is no staff account yet, so nobody could sign in to the desk. Add one with: npm run inbox -- add-staff NAME (it asks for the password), then start the inbox again.');
  }
}

/** `npm run inbox`: opens the storage (migrating it), checks there is staff, then listens. */
export async function startInbox(config: InboxConfig, { logger = false }: Pick<InboxOptions, 'logger'> = {}): Promise<RunningInbox> {
  const storage = await openStorage(config.storage);
  let server: ListeningInbox | undefined;
  let admin: { close(): Promise<void> } | null = null;
  try {
    if ((await staffCount(storage.sql)) === 0) throw new NoStaffError();
    server = await listenInbox({ ...config, storage, logger });
    // PGlite's folder is this process's: staff commands come through it meanwhile.
    if ('dataDir' in config.storage) admin = await serveAdmin(config.storage.dataDir, storage.sql);
  } catch (error) {
    await server?.close();
    await storage.close();
    throw error;
  }
  const listening = server;
  return {
    url: listening.url,
    storage,
    async stop() {
      try {
        await admin?.close();
        await listening.close();
      } finally {
        await storage.close();
      }
    },
  };
}

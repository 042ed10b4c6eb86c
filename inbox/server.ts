/**
 * The reference receiver: POST /deliveries stores what the shop sends, once
 * per record id; GET / (password) lists it; GET /export.csv exports it.
 * Fastify brings what a receiver must get right without hand-written code:
 * the body limit (413), JSON parsing with prototype-poisoning checks (400),
 * JSON Schema validation through Ajv, and closing with requests in flight.
 */
import type { AddressInfo } from 'node:net';
import cors from '@fastify/cors';
import type { ErrorObject } from 'ajv';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { BASIC_CHALLENGE, hasPassword } from './basicAuth';
import type { InboxConfig } from './config';
import { deliveriesCsv } from './csv';
import type { DeliveryDocument } from './delivery';
import { deliverySchema, describeSchemaError, validateDelivery } from './deliverySchema';
import { PAGE_CSP, renderInboxPage } from './page';
import { openStorage, type Storage } from './storage';

export const DELIVERIES_PATH = '/deliveries';
/** The largest body accepted: 64 KB, also the most a `fetch(..., { keepalive: true })` may carry. */
export const BODY_LIMIT = 64 * 1024;

export interface InboxOptions {
  password: string;
  shopOrigins: readonly string[];
  storage: Storage;
  /** Fastify's request log (pino, JSON lines on stdout) at this level; off in tests. */
  logger?: false | { level: string };
}

/** The JSON every refusal carries: a stable code for programs and a reason for people. */
interface Refusal {
  error: string;
  reason: string;
}

const refuse = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).send({ error, reason } satisfies Refusal);

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
  if (status >= 500) return { status: 500, error: 'server-error', reason: 'the delivery could not be stored; send it again later' };
  // A JSON syntax error, a forbidden __proto__ key, a bad Content-Length: the request itself is wrong.
  return { status, error: error instanceof SyntaxError ? 'malformed-json' : 'bad-request', reason: error.message };
}

export function buildInbox({ password, shopOrigins, storage, logger = false }: InboxOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, requestTimeout: 30_000 });
  // JSON only: a text/plain body (what a form or sendBeacon would send) is a 415, not a schema puzzle.
  app.removeContentTypeParser('text/plain');

  const isShopOrigin = (origin: string | undefined) => origin !== undefined && shopOrigins.includes(origin);
  // CORS only for the shop's origin; any other origin gets no Access-Control-* header at all, and its preflight a 404.
  void app.register(cors, {
    origin: (origin, callback) => callback(null, isShopOrigin(origin)),
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, ...refusal } = refusalFor(error);
    if (status >= 500) request.log.error(error);
    return refuse(reply, status, refusal.error, refusal.reason);
  });

  app.post<{ Body: DeliveryDocument }>(
    DELIVERIES_PATH,
    {
      schema: { body: deliverySchema },
      validatorCompiler: () => validateDelivery,
      onRequest: async (request, reply) => {
        // A browser page of another site: refused before its body is read.
        const origin = request.headers.origin;
        if (origin !== undefined && !isShopOrigin(origin)) {
          return refuse(reply, 403, 'foreign-origin', `deliveries are accepted from the shop's origin only, not ${origin}`);
        }
      },
    },
    async (request, reply) => {
      const delivery = request.body;
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') {
        return refuse(reply, 400, 'missing-idempotency-key', 'send the record id as the Idempotency-Key header');
      }
      if (key !== delivery.record.id) {
        return refuse(reply, 400, 'idempotency-key-mismatch', 'the Idempotency-Key header must equal record.id');
      }
      const outcome = await storage.insert(delivery);
      return reply.code(outcome === 'stored' ? 201 : 200).send({ status: outcome, id: delivery.record.id });
    },
  );

  const privatePage = {
    config: { cors: false },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
      if (!hasPassword(request.headers.authorization, password)) {
        return reply.code(401).header('WWW-Authenticate', BASIC_CHALLENGE).type('text/plain; charset=utf-8').send('Password required');
      }
    },
  };

  app.get('/', privatePage, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', PAGE_CSP)
      .header('Referrer-Policy', 'no-referrer')
      .send(renderInboxPage(await storage.list())),
  );

  app.get('/export.csv', privatePage, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(deliveriesCsv(await storage.list())),
  );

  return app;
}

export interface ListeningInbox {
  /** e.g. http://127.0.0.1:8787 (no trailing slash); deliveries go to `${url}/deliveries`. */
  url: string;
  /** Stops listening and lets requests in flight finish; the storage stays open. */
  close(): Promise<void>;
}

/** Serves an open storage on `host`:`port` (0: any free port). */
export async function listenInbox(
  options: InboxOptions & { host: string; port: number },
): Promise<ListeningInbox> {
  const app = buildInbox(options);
  await app.listen({ host: options.host, port: options.port });
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { url: `http://${host}:${port}`, close: () => app.close() };
}

export interface RunningInbox {
  url: string;
  storage: Storage;
  /** Stops listening, lets requests in flight finish, closes the database. */
  stop(): Promise<void>;
}

/** `npm run inbox`: opens the storage (migrating it), then listens. */
export async function startInbox(config: InboxConfig, { logger = false }: Pick<InboxOptions, 'logger'> = {}): Promise<RunningInbox> {
  const storage = await openStorage(config.storage);
  let server: ListeningInbox;
  try {
    server = await listenInbox({ ...config, storage, logger });
  } catch (error) {
    await storage.close();
    throw error;
  }
  return {
    url: server.url,
    storage,
    async stop() {
      try {
        await server.close();
      } finally {
        await storage.close();
      }
    },
  };
}

/**
 * POST /deliveries: what the shop sends. CORS and the Origin check for the
 * shop's origin, a rate limit per client address, the body limit and the
 * schema (Fastify and Ajv), then the desk stores it once per record id (within
 * a ceiling on new records from all addresses together), or takes a visitor's
 * update of a record with that record's key. Every count is in the database
 * (rateStore.ts, newRecordCeiling.ts), shared by all inboxes on it.
 * GET /deliveries: the status of the visitor's own records, each named with
 * its key in the Record-Keys header (statusKeys.ts); rate-limited too.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RecordAnswer } from './answers';
import { isUpdate, type IncomingDocument } from './delivery';
import { deliverySchema, validateDelivery } from './deliverySchema';
import type { Desk } from './desk';
import { bucketNamer } from './limitKeys';
import { databaseRateStore } from './rateStore';
import type { Storage } from './storage';
import { MOST_KEYS, parseRecordKeys } from './statusKeys';

export const DELIVERIES_PATH = '/deliveries';

/**
 * Deliveries one client address may send in a minute. A visitor sends an
 * order, a quote and a message a minute at most, and an outbox after a day
 * offline a handful at once; an office behind one address is a few visitors.
 */
export const DELIVERIES_PER_MINUTE = 60;

/**
 * Status questions one client address may ask in a minute. A visible shop asks
 * once a minute and when it is shown again; a few tabs and an office fit.
 */
export const STATUS_CHECKS_PER_MINUTE = 30;

/**
 * The JSON every refusal carries: a stable code for programs and a reason for
 * people; a refused update of a record also carries the record's answer as
 * the status check gives it.
 */
export interface Refusal {
  error: string;
  reason: string;
  record?: RecordAnswer;
}

export const refuse = (reply: FastifyReply, status: number, error: string, reason: string, record?: RecordAnswer) =>
  reply.code(status).send({ error, reason, ...(record ? { record } : {}) } satisfies Refusal);

export interface DeliveriesOptions {
  shopOrigins: readonly string[];
  desk: Pick<Desk, 'receive' | 'update' | 'answers'>;
  /** Where the limits count. */
  storage: Pick<Storage, 'sql'>;
  perMinute?: number;
  checksPerMinute?: number;
}

export async function deliveriesRoute(
  app: FastifyInstance,
  { shopOrigins, desk, storage, perMinute = DELIVERIES_PER_MINUTE, checksPerMinute = STATUS_CHECKS_PER_MINUTE }: DeliveriesOptions,
) {
  const isShopOrigin = (origin: string | undefined) => origin !== undefined && shopOrigins.includes(origin);
  // CORS only for the shop's origin; any other origin gets no Access-Control-* header at all, and its preflight a 404.
  await app.register(cors, {
    origin: (origin, callback) => callback(null, isShopOrigin(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'Record-Keys'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Counted per client address (request.ip: the proxy's client with TRUST_PROXY), before the body is read.
  // The shop retries a 429 after Retry-After, so a visitor who meets it still gets through.
  // Counted in the database, so every inbox on it shares one count per address.
  await app.register(rateLimit, { global: false, hook: 'onRequest', store: databaseRateStore(storage.sql, await bucketNamer(storage.sql)) });

  /** A browser page of another site: refused before its body is read. */
  const shopOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isShopOrigin(origin)) {
      return refuse(reply, 403, 'foreign-origin', `deliveries are accepted from the shop's origin only, not ${origin}`);
    }
  };

  app.get(DELIVERIES_PATH, { config: { rateLimit: { max: checksPerMinute, timeWindow: 60_000 } }, onRequest: shopOnly }, async (request, reply) => {
    const asked = parseRecordKeys(request.headers['record-keys']);
    if (!asked) {
      return refuse(reply, 400, 'bad-record-keys', `name 1 to ${MOST_KEYS} records in the Record-Keys header as <id>=<key>, separated by commas`);
    }
    const records = await desk.answers(asked);
    void reply.header('Cache-Control', 'no-store');
    // An unknown id and a wrong key are the same: not found, with nothing to tell them apart.
    if (records.length === 0) return refuse(reply, 404, 'not-found', 'no record with that key');
    return reply.send({ records });
  });

  app.post<{ Body: IncomingDocument }>(
    DELIVERIES_PATH,
    {
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: { body: deliverySchema },
      validatorCompiler: () => validateDelivery,
      onRequest: shopOnly,
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
      if (isUpdate(delivery)) {
        const taken = await desk.update(delivery);
        if (taken.taken) return reply.code(201).send({ status: 'stored', id: delivery.record.id });
        if (taken.why === 'duplicate') return reply.code(200).send({ status: 'duplicate', id: delivery.record.id });
        if (taken.why === 'not-found') return refuse(reply, 404, 'not-found', 'no record with that key');
        // The key was right: the refusal tells the record's answer as it stands (a rejection and its reason, a lapsed quote).
        return taken.why === 'expired'
          ? refuse(reply, 409, 'validity-ended', `the quote's validity ended on ${taken.validUntil}: ask for a new quote`, taken.answer)
          : refuse(reply, 409, 'not-now', `the record is ${taken.answer.status}, not where this ${delivery.record.change} update needs it`, taken.answer);
      }
      // Spam is stored and answered like anything else: a bot learns nothing from the answer.
      const outcome = await desk.receive(delivery);
      if (typeof outcome === 'object') {
        // The shop retries a 429 as it does any wait; the record stays in the visitor's outbox meanwhile.
        void reply.header('Retry-After', String(outcome.retryAfter));
        return refuse(reply, 429, 'too-many-requests', `the inbox takes only so many new records a minute from everyone together; try again in ${outcome.retryAfter} seconds`);
      }
      return reply.code(outcome === 'stored' ? 201 : 200).send({ status: outcome, id: delivery.record.id });
    },
  );
}

/**
 * POST /deliveries: what the shop sends. CORS and the Origin check for the
 * shop's origin, a rate limit per client address, the body limit and the
 * schema (Fastify and Ajv), then the desk stores it once per record id.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DeliveryDocument } from './delivery';
import { deliverySchema, validateDelivery } from './deliverySchema';
import type { Desk } from './desk';

export const DELIVERIES_PATH = '/deliveries';

/**
 * Deliveries one client address may send in a minute. A visitor sends an
 * order, a quote and a message a minute at most, and an outbox after a day
 * offline a handful at once; an office behind one address is a few visitors.
 */
export const DELIVERIES_PER_MINUTE = 60;

/** The JSON every refusal carries: a stable code for programs and a reason for people. */
export interface Refusal {
  error: string;
  reason: string;
}

export const refuse = (reply: FastifyReply, status: number, error: string, reason: string) =>
  reply.code(status).send({ error, reason } satisfies Refusal);

export interface DeliveriesOptions {
  shopOrigins: readonly string[];
  desk: Pick<Desk, 'receive'>;
  perMinute?: number;
}

export async function deliveriesRoute(app: FastifyInstance, { shopOrigins, desk, perMinute = DELIVERIES_PER_MINUTE }: DeliveriesOptions) {
  const isShopOrigin = (origin: string | undefined) => origin !== undefined && shopOrigins.includes(origin);
  // CORS only for the shop's origin; any other origin gets no Access-Control-* header at all, and its preflight a 404.
  await app.register(cors, {
    origin: (origin, callback) => callback(null, isShopOrigin(origin)),
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Counted per client address (request.ip: the proxy's client with TRUST_PROXY), before the body is read.
  // The shop retries a 429 after Retry-After, so a visitor who meets it still gets through.
  await app.register(rateLimit, { global: false, hook: 'onRequest' });

  app.post<{ Body: DeliveryDocument }>(
    DELIVERIES_PATH,
    {
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
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
      // Spam is stored and answered like anything else: a bot learns nothing from the answer.
      const outcome = await desk.receive(delivery);
      return reply.code(outcome === 'stored' ? 201 : 200).send({ status: outcome, id: delivery.record.id });
    },
  );
}

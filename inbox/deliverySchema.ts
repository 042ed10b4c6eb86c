import fs from 'node:fs';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { DeliveryDocument } from './delivery';
import { SCHEMA_FILE } from './paths';

/** The contract, read from the repository's JSON Schema file (the one the shop's tests validate against). */
export const deliverySchema: Record<string, unknown> = JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8'));

// Exact validation: no type coercion, no defaults, nothing removed. A body is stored as sent or refused.
const ajv = new Ajv2020({ strict: true, allErrors: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
addFormats(ajv, ['date-time']);

/** The compiled contract: Fastify runs it on every POST /deliveries (see server.ts). */
export const validateDelivery = ajv.compile<DeliveryDocument>(deliverySchema);

export type DeliveryCheck = { valid: true; delivery: DeliveryDocument } | { valid: false; reason: string };

/** One readable sentence for the first problem, e.g. "/record/items/0/quantity must be <= 9999". */
export function describeSchemaError(error: ErrorObject): string {
  const where = error.instancePath || 'the body';
  if (error.keyword === 'additionalProperties') {
    return `${where} must not have the property "${String(error.params.additionalProperty)}"`;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is not valid'}`;
}

/** Checks a parsed body against the contract. */
export function checkDelivery(body: unknown): DeliveryCheck {
  if (validateDelivery(body)) return { valid: true, delivery: body };
  const first = validateDelivery.errors?.[0];
  return { valid: false, reason: first ? describeSchemaError(first) : 'the body does not match the delivery schema' };
}

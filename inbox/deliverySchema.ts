import fs from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { IncomingDocument } from './delivery';
import { SCHEMA_FILES, type SchemaVersion } from './paths';

const read = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The published contracts, read from the repository's JSON Schema files (the ones the shop's tests validate against). */
export const deliverySchemas: Record<SchemaVersion, Record<string, unknown>> = { 1: read(SCHEMA_FILES[1]), 2: read(SCHEMA_FILES[2]) };

/** The newest contract: what a default build of the shop sends. */
export const deliverySchema = deliverySchemas[2];

/** The versions the inbox takes: a shop built for a version-1 receiver still delivers here. */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [1, 2];

// Exact validation: no type coercion, no defaults, nothing removed. A body is stored as sent or refused.
const ajv = new Ajv2020({ strict: true, allErrors: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
addFormats(ajv, ['date-time']);
const compiled: Record<SchemaVersion, ValidateFunction<IncomingDocument>> = {
  1: ajv.compile<IncomingDocument>(deliverySchemas[1]),
  2: ajv.compile<IncomingDocument>(deliverySchemas[2]),
};

/** The body's own `schemaVersion`, when it is one the inbox knows. */
const versionOf = (body: unknown): SchemaVersion | undefined => {
  const version = body && typeof body === 'object' ? (body as { schemaVersion?: unknown }).schemaVersion : undefined;
  return SCHEMA_VERSIONS.find((known) => known === version);
};

const unknownVersion: ErrorObject = {
  instancePath: '/schemaVersion',
  schemaPath: '#/properties/schemaVersion',
  keyword: 'enum',
  params: { allowedValues: SCHEMA_VERSIONS },
  message: 'must be equal to one of the allowed values',
};

type Validator = ((body: unknown) => body is IncomingDocument) & { errors: ErrorObject[] | null };

/**
 * The contract Fastify runs on every POST /deliveries (see server.ts): each
 * body is checked against the schema of the version it names, so a version-1
 * body is held to the version-1 file exactly (no statusKey, no update kind).
 * Its `errors` are the last check's, as an Ajv function's are.
 */
export const validateDelivery: Validator = Object.assign(
  (body: unknown): body is IncomingDocument => {
    const version = versionOf(body);
    if (version === undefined) {
      validateDelivery.errors = [unknownVersion];
      return false;
    }
    const validate = compiled[version];
    const valid = validate(body);
    validateDelivery.errors = validate.errors ?? null;
    return valid;
  },
  { errors: null },
);

export type DeliveryCheck = { valid: true; delivery: IncomingDocument } | { valid: false; reason: string };

/** One readable sentence for the first problem, e.g. "/record/items/0/quantity must be <= 9999". */
export function describeSchemaError(error: ErrorObject): string {
  const where = error.instancePath || 'the body';
  if (error.keyword === 'additionalProperties') {
    return `${where} must not have the property "${String(error.params.additionalProperty)}"`;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (error.keyword === 'false schema') return `${where} must not be there`;
  return `${where} ${error.message ?? 'is not valid'}`;
}

/** Checks a parsed body against the contract of its version. */
export function checkDelivery(body: unknown): DeliveryCheck {
  if (validateDelivery(body)) return { valid: true, delivery: body };
  const first = validateDelivery.errors?.[0];
  return { valid: false, reason: first ? describeSchemaError(first) : 'the body does not match the delivery schema' };
}

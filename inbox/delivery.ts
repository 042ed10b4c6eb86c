/**
 * The document the shop POSTs (schemas/delivery-v1.schema.json), as TypeScript
 * sees it once the schema has accepted it. The schema is the contract; these
 * types only name what the inbox reads.
 */
export type DeliveryKind = 'order' | 'quote' | 'enquiry';

export const DELIVERY_KINDS: readonly DeliveryKind[] = ['order', 'quote', 'enquiry'];

/** A record as the shop stores it: plain JSON, every field shown by the inbox. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface DeliveryDocument {
  kind: DeliveryKind;
  schemaVersion: 1;
  record: JsonObject & { id: string };
  origin: string;
  sentAt: string;
}

/** A delivery as the inbox keeps it. */
export interface StoredDelivery extends DeliveryDocument {
  /** When the inbox stored it (ISO, UTC). */
  receivedAt: string;
}

/** The record's own date: when the visitor placed, requested or wrote it. */
export function recordDate({ kind, record }: Pick<DeliveryDocument, 'kind' | 'record'>): string {
  const field = { order: 'orderDate', quote: 'submissionDate', enquiry: 'submittedAt' }[kind];
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

/**
 * The document the shop POSTs (schemas/delivery-v2.schema.json, or the
 * version-1 file from a shop built for a version-1 receiver), as TypeScript
 * sees it once the schema of its version has accepted it. The schema is the contract; these
 * types only name what the inbox reads.
 */
export type DeliveryKind = 'order' | 'quote' | 'enquiry';

export const DELIVERY_KINDS: readonly DeliveryKind[] = ['order', 'quote', 'enquiry'];

/** A record as the shop stores it: plain JSON, every field shown by the inbox. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface DeliveryDocument {
  kind: DeliveryKind;
  /** 1: a shop built for a version-1 receiver (no statusKey, honeypot or e-mail); 2: the default. */
  schemaVersion: 1 | 2;
  record: JsonObject & { id: string };
  origin: string;
  sentAt: string;
  /** A form field people never see; a bot that fills it gets its delivery stored as spam. */
  honeypot?: string;
  /** An order's or quote request's private key (statusKeys.ts): kept only as a hash. */
  statusKey?: string;
}

/** The visitor's word about one of their records, sent with the record's key. */
export interface VisitorUpdate {
  /** `<record id>.<change>`: each change is taken once. */
  id: string;
  recordId: string;
  change: 'accepted' | 'review';
  at: string;
  review?: { rating: number; comment: string; date: string };
}

export interface UpdateDocument {
  kind: 'update';
  /** Updates exist from version 2 on. */
  schemaVersion: 2;
  record: VisitorUpdate;
  statusKey: string;
  origin: string;
  sentAt: string;
}

/** Whatever POST /deliveries takes: a record, or an update of one. */
export type IncomingDocument = DeliveryDocument | UpdateDocument;

export const isUpdate = (document: IncomingDocument): document is UpdateDocument => document.kind === 'update';

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

const text = (value: JsonValue | undefined): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export interface Contact {
  name: string;
  /** Lower case; '' when the record has none (an order has one only when the visitor gave it at checkout, for shipping updates). */
  email: string;
  phone: string;
}

/** Who sent it and how to reach them, whatever the kind (an order: its shipping address's name and phone, and its optional `email`). */
export function contactOf(record: JsonObject): Contact {
  const address = record.shippingAddress as JsonObject | undefined;
  if (address && typeof address === 'object') return { name: text(address.fullName), email: text(record.email).toLowerCase(), phone: text(address.phone) };
  const name = record.fullName ?? record.name ?? [text(record.firstName), text(record.lastName)].join(' ').trim();
  return { name: text(name), email: text(record.email).toLowerCase(), phone: text(record.phone) };
}

/** Any field of a record as one line of text (objects as JSON). */
export const fieldText = text;

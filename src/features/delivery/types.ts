import type { Order, OrderReview, QuoteRequest } from '../../shared/entities';
import type { AnswerStep } from '../../shared/statusAnswers';

/** What a delivery carries (schemas/delivery-v2.schema.json `kind`; version 1 has no `update`). */
export type DeliveryKind = 'order' | 'quote' | 'enquiry' | 'update';

/** The home page's enquiry form, as saved and sent (source 'home'). */
export interface HomeEnquiryRecord {
  id: string;
  submittedAt: string;
  source: 'home';
  name: string;
  email: string;
  phone: string;
  productInterest: string;
  message: string;
}

/** The Contact Us page's message form, as saved and sent (source 'contact'). */
export interface ContactEnquiryRecord {
  id: string;
  submittedAt: string;
  source: 'contact';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
}

export type EnquiryRecord = HomeEnquiryRecord | ContactEnquiryRecord;

/**
 * The visitor's word about one of their records, sent with its key: a quote
 * accepted, or a review of a delivered order. The id is the record's id and
 * the change (`QT-….accepted`), so each is taken once.
 */
export interface VisitorUpdate {
  id: string;
  recordId: string;
  change: 'accepted' | 'review';
  at: string;
  review?: OrderReview;
}

export type DeliveredRecord = Order | QuoteRequest | EnquiryRecord | VisitorUpdate;

/** The business's last answer about an order or a quote request (its status and each change's time and words). */
export interface KnownAnswer {
  status: string;
  steps: AnswerStep[];
  /** An accepted quote's order, once the business made one from it. */
  orderId?: string;
}

/**
 * Where one record's delivery stands:
 * - pending: saved, not yet answered (first try, or waiting for a connection);
 * - failed: the address failed to take it (5xx, 408, 429, unreachable): tried again later;
 * - stopped: the address refused it (another 4xx): not tried again unless the visitor asks;
 * - sent: the address took it (2xx, including "already had it").
 */
export type DeliveryPhase = 'pending' | 'failed' | 'stopped' | 'sent';

/** One record's entry under the `deliveries` key (never inside the record itself). */
export interface DeliveryEntry {
  kind: DeliveryKind;
  state: DeliveryPhase;
  /** When the address took it (ISO), else null. */
  sentAt: string | null;
  attempts: number;
  /** When the next try is due (ms since 1970), or null when none is planned. */
  nextAttemptAt: number | null;
  /** 'offline', 'unreachable' or 'HTTP <status>' of the last failed try, else null. */
  lastError: string | null;
  /** Refused (a 4xx): the receiver's own words about why, when its answer gave any (plain text, cut short). */
  refusal?: string;
  /** What a bot typed into the form's hidden trap field (shared/ui/HoneypotField.tsx); absent for a person. */
  honeypot?: string;
  /** Orders and quote requests: the private key to their answers (128 random bits, hex); updates: their record's. */
  key?: string;
  /** An update's own content (it belongs to no list). */
  update?: VisitorUpdate;
  /** The business's last answer, and when the shop last asked (ISO). */
  answer?: KnownAnswer;
  checkedAt?: string;
}

export type DeliveryEntries = Record<string, DeliveryEntry>;

/** The JSON document POSTed for one record: version 2 (the default), or 1 for a version-1 receiver. */
export interface DeliveryDocument {
  kind: DeliveryKind;
  schemaVersion: 1 | 2;
  record: DeliveredRecord;
  origin: string;
  sentAt: string;
  /** Only when the form's trap field was filled: the inbox stores such a delivery as spam. */
  honeypot?: string;
  /** The record's private key (orders, quote requests and their updates), beside the record, never in it. */
  statusKey?: string;
}

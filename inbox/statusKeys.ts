/**
 * Record keys: the shop makes a random 128-bit key for each order and quote
 * request and sends it once, with the record. The inbox keeps its SHA-256 and
 * answers a status question, or takes a visitor's update, only with the key.
 * A wrong key and an unknown id do the same work and get the same answer.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** Compared against when there is no stored hash, so an unknown id costs what a wrong key costs. */
const NO_RECORD = hashKey('no record has this key');

export function keyMatches(storedHash: string | null | undefined, key: string): boolean {
  const stored = storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? storedHash : null;
  const same = timingSafeEqual(Buffer.from(stored ?? NO_RECORD, 'hex'), Buffer.from(hashKey(key), 'hex'));
  return stored !== null && same;
}

/** How many records one status question may name: a visitor's open orders and requests fit many times over. */
export const MOST_KEYS = 50;

export interface RecordKey {
  id: string;
  key: string;
}

const PAIR = /^([A-Za-z0-9-]{1,64})=([0-9a-f]{32})$/;

/**
 * The `Record-Keys` header: `<id>=<key>` pairs separated by commas. Null when
 * it is missing, malformed or names more than MOST_KEYS records.
 */
export function parseRecordKeys(header: string | string[] | undefined): RecordKey[] | null {
  if (typeof header !== 'string' || header.length > MOST_KEYS * 100) return null;
  const pairs = header.split(',').map((part) => PAIR.exec(part.trim()));
  if (pairs.length === 0 || pairs.length > MOST_KEYS || pairs.some((match) => !match)) return null;
  return pairs.map((match) => ({ id: match![1]!, key: match![2]! }));
}

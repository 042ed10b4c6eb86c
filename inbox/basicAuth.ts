import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an `Authorization: Basic ...` header carries `password` (any user
 * name). Compared as digests in constant time, so the answer's timing says
 * nothing about how much of a guess was right.
 */
export function hasPassword(authorization: string | undefined, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return timingSafeEqual(digest(decoded.slice(colon + 1)), digest(password));
}

export const BASIC_CHALLENGE = 'Basic realm="Inbox", charset="UTF-8"';

/**
 * Staff passwords, hashed with scrypt (node:crypto): only the hash is stored,
 * as `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later and
 * older hashes still check.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 rounds, block size 8: about 64 MB of work memory and a fifth of a CPU-second per check. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
let cost: { N: number; r: number; p: number } = COST;

/**
 * For tests only: new hashes in this process take scrypt's cost at 2^10. A test inbox adds its staff
 * account and the tests sign in hundreds of times, each a fifth of a CPU-second at the real cost.
 * Only test code calls this (test/support/inbox.ts); a hash keeps the cost it was made with, so
 * every hash still checks.
 */
export function cheapHashesForTests() {
  cost = { N: 2 ** 10, r: 8, p: 1 };
}
const KEY_LENGTH = 32;
/** Passwords shorter than this are refused when an account is made. */
export const MIN_PASSWORD_LENGTH = 10;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return expected.length > 0 && timingSafeEqual(key, expected);
}

/** A hash to check against when the name is unknown, so a wrong name takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Staff password hashes at the inbox's real cost. This file does not load the test inbox
 * (test/support/inbox.ts), which lowers the cost for every other test: its hashes are the ones a
 * running inbox makes.
 */
import { checkPassword, hashPassword } from '../../inbox/passwords';

describe('staff password hashes', () => {
  it('are scrypt at 2^15 rounds, block size 8, with a salt of their own', async () => {
    const first = await hashPassword('a long enough password');
    const second = await hashPassword('a long enough password');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(second).not.toBe(first);
  });

  it('check the right password only, and never a malformed hash', async () => {
    const stored = await hashPassword('a long enough password');
    expect(await checkPassword('a long enough password', stored)).toBe(true);
    expect(await checkPassword('a long enough passworD', stored)).toBe(false);
    expect(await checkPassword('a long enough password', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await checkPassword('a long enough password', 'scrypt$32768$8$1$$')).toBe(false);
  });
});

/**
 * The sign-in throttle holds when tries come at once, from many addresses,
 * or from the member's own address: each try is counted before the slow
 * hash, so at most the free tries are ever checked; and the member on another
 * address, or on a browser that signed in before, still gets in.
 */
import * as passwords from '../../inbox/passwords';
import { FREE_TRIES, FREE_TRIES_WIDE } from '../../inbox/signInThrottle';
import { startInbox, TEST_STAFF, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { SHOP_ORIGIN } from './support/deliveries';
import { DeskClient } from './support/deskClient';

/** A desk client whose every request comes, through the trusted proxy, from `address`. */
class From extends DeskClient {
  constructor(url: string, readonly address: string) {
    super(url);
  }
  override request(path: string, init: RequestInit = {}) {
    return super.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': this.address } });
  }
}

/** Ready to post the sign-in form: the page read, its token and cookies kept. */
async function atTheForm(url: string, address: string): Promise<From> {
  const client = new From(url, address);
  await client.get('/sign-in');
  return client;
}

describe.each(backendsUnderTest())('the sign-in throttle on %s', (backend) => {
  let inbox: TestInbox;
  let checks: jest.SpiedFunction<typeof passwords.checkPassword>;
  beforeAll(async () => {
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend, trustProxy: ['127.0.0.1'] });
  });
  beforeEach(async () => {
    await inbox.storage().sql.query('DELETE FROM sign_in_throttle');
    checks = jest.spyOn(passwords, 'checkPassword');
  });
  afterEach(() => checks.mockRestore());
  afterAll(async () => {
    await inbox?.stop();
  });

  it('checks at most five of twenty wrong passwords sent at once, and the right one from another address still signs in', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => atTheForm(inbox.url, '203.0.113.9')));
    checks.mockClear();
    const answers = await Promise.all(clients.map((client, index) => client.post('/sign-in', { name: TEST_STAFF.name, password: `wrong ${index}` })));
    expect(checks.mock.calls.length).toBeLessThanOrEqual(FREE_TRIES);
    expect(answers.filter((answer) => answer.status === 401).length).toBe(checks.mock.calls.length);
    const waiting = answers.filter((answer) => answer.status === 429);
    expect(waiting.length).toBeGreaterThanOrEqual(20 - FREE_TRIES);
    for (const answer of waiting) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.text).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds\./);
    }

    // The stranger's address waits; the member elsewhere does not.
    const member = await atTheForm(inbox.url, '198.51.100.20');
    expect((await member.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password })).status).toBe(303);
    const stranger = await atTheForm(inbox.url, '203.0.113.9');
    expect((await stranger.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password })).status).toBe(429);
  });

  it('lets the member in from a browser that signed in before, while a stranger on the same address is kept waiting', async () => {
    const office = '192.0.2.44';
    const member = await atTheForm(inbox.url, office);
    expect((await member.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password })).status).toBe(303);
    await member.post('/sign-out', {});

    const stranger = await atTheForm(inbox.url, office);
    const guesses = [];
    for (let guess = 0; guess < 30; guess += 1) guesses.push((await stranger.post('/sign-in', { name: TEST_STAFF.name, password: `guess ${guess}` })).status);
    expect(guesses.slice(0, FREE_TRIES)).toEqual(Array(FREE_TRIES).fill(401));
    expect(guesses.slice(FREE_TRIES)).toEqual(Array(30 - FREE_TRIES).fill(429));

    await member.get('/sign-in');
    expect((await member.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password })).status).toBe(303);
  });

  it('caps guesses spread over many addresses, and the page says when to try again', async () => {
    checks.mockClear();
    const answers = [];
    for (let address = 1; address <= 10; address += 1) {
      const guesser = await atTheForm(inbox.url, `203.0.113.${address}`);
      for (let guess = 0; guess < 5; guess += 1) answers.push(await guesser.post('/sign-in', { name: TEST_STAFF.name, password: `guess ${address}.${guess}` }));
    }
    // Fifty guesses from ten addresses; the account's own cap checks at most twenty of them.
    expect(checks.mock.calls.length).toBe(FREE_TRIES_WIDE);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(50 - FREE_TRIES_WIDE);
    expect(refused[0]!.text).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds\./);
    // Twenty slow hashes on purpose, one after another.
  }, 300_000);

  it('keeps no client address: only keyed hashes, each with its end', async () => {
    const client = await atTheForm(inbox.url, '198.51.100.77');
    await client.post('/sign-in', { name: TEST_STAFF.name, password: 'wrong password' });
    const { rows } = await inbox.storage().sql.query<{ bucket: string; expires: boolean }>(
      "SELECT bucket, expires_at < now() + interval '25 hours' AS expires FROM sign_in_throttle",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.bucket).not.toContain('198.51.100.77');
      expect(row.bucket).not.toContain(TEST_STAFF.name);
      expect(row.expires).toBe(true);
    }
  });
});

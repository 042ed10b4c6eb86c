/**
 * Who may use the desk: staff sign in one by one with a session cookie
 * (signed, HttpOnly, SameSite=Strict), sign out, and every state change needs
 * the session, a CSRF token and the desk's own origin. Five failed sign-ins
 * in a row make further tries wait (more in signInThrottle.test.ts).
 */
import { addStaff, removeStaff } from '../../inbox/staff';
import { startInbox, TEST_STAFF, type TestInbox } from '../support/inbox';
import { quoteDelivery, SHOP_ORIGIN, deliver } from './support/deliveries';
import { DeskClient, signedIn } from './support/deskClient';

let inbox: TestInbox;
beforeAll(async () => {
  inbox = await startInbox({ shopOrigin: SHOP_ORIGIN });
});
afterAll(async () => {
  await inbox?.stop();
});

it('signs in with a session cookie that is signed, HttpOnly and SameSite=Strict, and signs out', async () => {
  const desk = new DeskClient(inbox.url);
  await desk.get('/sign-in');
  const answer = await desk.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/');
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('desk_session='));
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Strict/);
  // Plain HTTP here (no INBOX_URL with https): no Secure flag, or the browser would drop it.
  expect(cookie).not.toMatch(/; Secure/);
  // Signed: the id, a dot, a signature.
  expect(decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!)).toMatch(/^[\w-]+\.[\w+/=-]+$/);

  const list = await desk.get('/');
  expect(list.status).toBe(200);
  expect(list.text).toContain(`Signed in as ${TEST_STAFF.name}`);

  const stolen = desk.cookieHeader;
  expect((await desk.post('/sign-out', {})).status).toBe(303);
  expect((await desk.get('/')).status).toBe(303);
  // The session is gone from the database: the old cookie opens nothing.
  const replay = await fetch(`${inbox.url}/`, { headers: { Cookie: stolen }, redirect: 'manual' });
  expect(replay.status).toBe(303);
});

it('ends every session of a member whose account is removed', async () => {
  await addStaff(inbox.storage().sql, 'Temporary Helper', 'a long enough password');
  const desk = new DeskClient(inbox.url);
  expect((await desk.signIn('Temporary Helper', 'a long enough password')).status).toBe(303);
  expect((await desk.get('/')).status).toBe(200);
  expect(await removeStaff(inbox.storage().sql, 'Temporary Helper')).toBe(true);
  expect((await desk.get('/')).status).toBe(303);
  expect(await removeStaff(inbox.storage().sql, 'Temporary Helper')).toBe(false);
});

it('marks the cookies Secure when the desk is served over HTTPS behind a trusted proxy', async () => {
  const behindTls = await startInbox({ shopOrigin: SHOP_ORIGIN, publicUrl: 'https://desk.example', trustProxy: ['127.0.0.1'] });
  try {
    // As a TLS proxy on this machine passes requests on.
    const proxied = { Origin: 'https://desk.example', 'X-Forwarded-Proto': 'https' };
    const desk = new DeskClient(behindTls.url, 'https://desk.example');
    const form = await desk.request('/sign-in', { headers: proxied });
    expect(form.headers.getSetCookie().find((line) => line.startsWith('_csrf='))).toMatch(/; Secure/);
    const answer = await desk.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password }, proxied);
    expect(answer.status).toBe(303);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('desk_session='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    // The same sign-in over plain HTTP, not through the proxy, gets no session: the cookie would cross the network in clear.
    const direct = new DeskClient(behindTls.url, 'https://desk.example');
    await direct.get('/sign-in');
    const plain = await direct.post('/sign-in', { name: TEST_STAFF.name, password: TEST_STAFF.password });
    expect(plain.headers.getSetCookie().some((line) => line.startsWith('desk_session='))).toBe(false);
  } finally {
    await behindTls.stop();
  }
});

it('refuses a cross-site form post, a post without a token, and a post without a session', async () => {
  const desk = await signedIn(inbox.url);
  const quote = quoteDelivery();
  expect((await deliver(inbox.url, quote)).status).toBe(201);
  await desk.get(`/records/${quote.record.id}`);
  const review = { to: 'reviewed' };

  // Another site's page posting a form to the desk: the browser sends the cookie (if it were not
  // SameSite=Strict) and that site's Origin.
  const crossSite = await desk.post(`/records/${quote.record.id}/status`, review, { Origin: 'https://attacker.example' });
  expect(crossSite.status).toBe(403);
  // A post with neither Origin nor Sec-Fetch-Site is refused too.
  expect((await desk.post(`/records/${quote.record.id}/status`, review, {})).status).toBe(403);
  // Same origin, but no CSRF token (a forged form that guessed everything else).
  expect((await desk.post(`/records/${quote.record.id}/status`, { ...review, _csrf: '' })).status).toBe(403);
  expect((await desk.post(`/records/${quote.record.id}/status`, { ...review, _csrf: 'forged' })).status).toBe(403);
  // A stranger with a valid token of their own (from the sign-in page) but no session.
  const stranger = new DeskClient(inbox.url);
  await stranger.get('/sign-in');
  expect((await stranger.post(`/records/${quote.record.id}/status`, review)).status).toBe(401);
  expect((await stranger.post('/erase', { address: 'asha@example.com', confirm: 'yes' })).status).toBe(401);

  const page = await desk.get(`/records/${quote.record.id}`);
  expect(page.text).toContain('<dt>Status</dt><dd>pending</dd>');
  // The same request from the desk's own page goes through.
  expect((await desk.post(`/records/${quote.record.id}/status`, review)).status).toBe(303);
  expect((await desk.get(`/records/${quote.record.id}`)).text).toContain('<dt>Status</dt><dd>reviewed</dd>');
});

it('makes a browser wait after five failed sign-ins in a row, and a success clears the count', async () => {
  const desk = new DeskClient(inbox.url);
  for (let attempt = 1; attempt <= 4; attempt += 1) expect((await desk.signIn(TEST_STAFF.name, `wrong ${attempt}`)).status).toBe(401);
  expect((await desk.signIn()).status).toBe(303);
  // The count starts again: five more failures before any wait.
  const failures = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) failures.push(await desk.signIn(TEST_STAFF.name, `wrong ${attempt}`));
  expect(failures.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  expect(failures[4]!.text).toContain('Too many failed sign-ins');

  // Now even the right password waits, and says how long.
  const waiting = await desk.signIn();
  expect(waiting.status).toBe(429);
  expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(waiting.text).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds\./);
  await inbox.storage().sql.query('DELETE FROM sign_in_throttle');
});

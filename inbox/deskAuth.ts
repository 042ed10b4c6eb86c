/**
 * Who may use the desk, with Fastify's own plugins: @fastify/session (a signed
 * HttpOnly SameSite=Strict cookie holding an id; the session itself in the
 * database, so signing out ends it everywhere), @fastify/csrf-protection (a
 * token in every form), @fastify/formbody. Every request that changes data
 * must also come from the desk's own origin. Sign-in tries are throttled
 * (signInThrottle.ts); a browser that signed in to an account before carries
 * a signed cookie that keeps its member clear of strangers' guesses.
 */
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import session from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInPage } from './pages/signInPage';
import { bucketNamer } from './limitKeys';
import { signInThrottle } from './signInThrottle';
import { authenticate, sessionSecret, sessionStore, type StaffMember } from './staff';
import type { Storage } from './storage';

declare module 'fastify' {
  interface Session {
    staff?: StaffMember;
  }
}

export const SESSION_COOKIE = 'desk_session';
export const SESSION_HOURS = 12;
/** The cookie a browser gets when it signs in: `<account, base64url>.<random>`, signed, read by the sign-in form only. */
export const DEVICE_COOKIE = 'desk_device';
const DEVICE_DAYS = 180;

/** "30 seconds", "2 minutes", "1 hour": when a waiting sign-in may try again. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

export interface AuthOptions {
  storage: Storage;
  /** The desk's origin as browsers see it, or null to take it from the request (Host, and X-Forwarded-Proto with TRUST_PROXY). */
  publicOrigin: string | null;
  /** Secure cookies: the desk is reached over HTTPS. */
  secure: boolean;
}

/** The desk's origin for this request. */
export const deskOrigin = (request: FastifyRequest, publicOrigin: string | null) => publicOrigin ?? `${request.protocol}://${request.host}`;

/**
 * Whether a state-changing request comes from the desk's own pages: its Origin
 * (every current browser sends one with a form post) or, failing that, its
 * Sec-Fetch-Site. A request with neither is refused too.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === deskOrigin(request, publicOrigin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The page's context: the member, a fresh CSRF token. */
export const csrfToken = (reply: FastifyReply) => reply.generateCsrf();

export async function registerAuth(desk: FastifyInstance, { storage, publicOrigin, secure }: AuthOptions) {
  const secret = await sessionSecret(storage.sql);
  await desk.register(cookie, { secret });
  await desk.register(formbody, { bodyLimit: 64 * 1024 });
  await desk.register(session, {
    secret,
    cookieName: SESSION_COOKIE,
    cookie: { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_HOURS * 3600 * 1000 },
    store: sessionStore(storage.sql),
    saveUninitialized: false,
    rolling: false,
  });
  await desk.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'strict', secure, path: '/' },
  });

  // Same origin first, before the body is read; then the CSRF token, which is in the body.
  desk.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!isSameOrigin(request, publicOrigin)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Refused: this request did not come from the desk\'s own pages.');
    }
  });
  desk.addHook('preHandler', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    desk.csrfProtection(request, reply, done);
  });
  // No record without a session: anything but the sign-in page sends a stranger there.
  desk.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url === '/sign-in' || request.session.staff) return;
    if (request.method === 'GET' || request.method === 'HEAD') return reply.code(303).header('Location', '/sign-in').send();
    return reply.code(401).type('text/plain; charset=utf-8').send('Refused: sign in first.');
  });

  const context = (reply: FastifyReply) => ({ staffName: null, csrfToken: csrfToken(reply), notices: [] });

  desk.get('/sign-in', async (request, reply) => {
    if (request.session.staff) return reply.code(303).header('Location', '/').send();
    return reply.type('text/html; charset=utf-8').send(signInPage(context(reply)));
  });

  const throttle = signInThrottle(storage.sql, await bucketNamer(storage.sql));
  const accountTag = (name: string) => Buffer.from(name.toLowerCase()).toString('base64url');
  /** The browser's own id for this account, when it signed in to it before. */
  const deviceOf = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[DEVICE_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) return null;
    const [account, id] = unsigned.value.split('.');
    return account === accountTag(name) && id ? id : null;
  };

  desk.post<{ Body: { name?: string; password?: string } }>('/sign-in', async (request, reply) => {
    const name = String(request.body?.name ?? '').trim().slice(0, 60);
    const password = String(request.body?.password ?? '').slice(0, 200);
    const device = deviceOf(request, name);
    // Counted before the slow hash: tries at once cannot all slip through.
    const attempt = await throttle.take({ name, address: request.ip, device });
    if (attempt.wait > 0) {
      const problem = `Too many failed sign-ins. Try again in ${waitText(attempt.wait)}.`;
      return reply.code(429).header('Retry-After', String(attempt.wait)).type('text/html; charset=utf-8').send(signInPage(context(reply), { problem, name }));
    }
    const member = await authenticate(storage.sql, name, password);
    if (!member) {
      const waitNow = await throttle.failed(attempt);
      const problem = waitNow > 0 ? `Wrong name or password. Too many failed sign-ins: try again in ${waitText(waitNow)}.` : 'Wrong name or password.';
      return reply.code(401).type('text/html; charset=utf-8').send(signInPage(context(reply), { problem, name }));
    }
    await throttle.succeeded(attempt);
    if (!device) {
      const value = `${accountTag(member.name)}.${randomBytes(16).toString('base64url')}`;
      void reply.setCookie(DEVICE_COOKIE, value, { signed: true, httpOnly: true, sameSite: 'strict', secure, path: '/sign-in', maxAge: DEVICE_DAYS * 86_400 });
    }
    // A new session id at sign-in: an id planted before it is worth nothing after.
    await request.session.regenerate();
    request.session.staff = member;
    return reply.code(303).header('Location', '/').send();
  });

  desk.post('/sign-out', async (request, reply) => {
    await request.session.destroy();
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(303).header('Location', '/sign-in').send();
  });
}

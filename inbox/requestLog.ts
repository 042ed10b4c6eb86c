/**
 * The inbox's request log (Fastify's pino, JSON lines) holds nothing personal:
 * the path with only the desk's own list filters kept from the query (a search
 * is "[redacted]"), the method and the status; never a body, a header, a
 * client address, or an error's detail (PostgreSQL puts a failing row there).
 * Every message is scrubbed too: Fastify names the URL in some of its own.
 */
import type { FastifyServerOptions } from 'fastify';

/** Query values that are never personal: the desk list's filters and paging, and its "done" notes. */
const PLAIN_QUERY = new Map<string, RegExp>([
  ['kind', /^[a-z]{1,20}$/],
  ['status', /^[a-z]{1,20}$/],
  ['before', /^\d{1,18}$/],
  ['after', /^\d{1,18}$/],
  ['changed', /^[a-z]{1,20}$/],
  ['mailed', /^1$/],
]);

export const REDACTED = '[redacted]';

/** The path, with the query's plain filters kept and everything else (search terms, unknown keys) redacted. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept: string[] = [];
  let redacted = false;
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    if (PLAIN_QUERY.get(key)?.test(value)) kept.push(`${key}=${value}`);
    else redacted = true;
  }
  if (redacted) kept.push(REDACTED);
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

/** A message with any query string and any e-mail address (plain or %40-encoded) redacted. */
export const scrubbed = (text: string) =>
  text.replace(/\?[^\s"')]+/g, `?${REDACTED}`).replace(/[^\s"'<>/?=&]+(@|%40)[^\s"'<>/?&]+/gi, REDACTED);

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string | undefined };
}

interface LoggedError {
  name?: string;
  message?: string;
  code?: unknown;
  statusCode?: unknown;
  stack?: string;
}

/** Pino's settings for the inbox: its level and, for tests, where the lines go. */
export function requestLogOptions(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: redactedUrl(request.url), route: request.routeOptions?.url }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: LoggedError) => ({
        type: error.name ?? 'Error',
        message: scrubbed(String(error.message ?? '')),
        stack: scrubbed(error.stack ?? ''),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubbed(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

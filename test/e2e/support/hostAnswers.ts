import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { HOST_ONLY_FILES } from '../../../scripts/build-output.cjs';
import { matches, parseHeaders } from '../../support/headersFile';
import { get } from '../../support/httpClient';

/**
 * What a host answers at an address, in the terms the deploy test compares:
 * the status, which file of the site the body is, where a forward leads, and
 * the headers that are the shop's rules (cache, Vary, security). Real servers
 * are asked over HTTP; the hosts that cannot run here are interpreted from the
 * files the build wrote for them, as their documentation describes them.
 */

/** The security headers every answer carries, HSTS aside (HTTPS only). */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;
/** The headers the shop's rules set: Cache-Control and the security headers. */
export const SHOP_HEADERS = ['cache-control', ...SECURITY_HEADERS, 'strict-transport-security'] as const;
/** Cloudflare Pages adds Access-Control-Allow-Origin of its own; no other host sends it. */
export const COMPARED = ['status', 'body', 'location', 'vary', ...SHOP_HEADERS, 'access-control-allow-origin'] as const;
export type Field = (typeof COMPARED)[number];
export type Answer = Record<Field, string | undefined>;

/** The published folder as a host receives it: its files, and each body told apart by its content. */
export class Site {
  readonly files: string[];
  private readonly names = new Map<string, string>();

  constructor(readonly dir: string) {
    this.files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort();
    const byContent = new Map<string, string[]>();
    for (const file of this.files.filter((name) => !/\.(br|gz)$/.test(name))) {
      const key = Site.key(fs.readFileSync(path.join(dir, file)));
      byContent.set(key, [...(byContent.get(key) ?? []), file]);
    }
    for (const [key, files] of byContent) this.names.set(key, files.join(' = '));
  }

  private static key = (content: Buffer) => createHash('sha256').update(content).digest('hex');

  has(file: string) {
    return this.files.includes(file);
  }

  read(file: string) {
    return fs.readFileSync(path.join(this.dir, file), 'utf8');
  }

  /** The site's files with this content (`a.html = b.html` when two are alike), or what the body is. */
  bodyOf(content: Buffer) {
    return this.names.get(Site.key(content)) ?? `${content.length} bytes that are no file of the site`;
  }

  /** The body of one of its files, in the same terms. */
  bodyOfFile(file: string) {
    return this.bodyOf(fs.readFileSync(path.join(this.dir, file)));
  }
}

const DECODE: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

const answerOf = (status: number, body: string | undefined, headers: Record<string, string | undefined>): Answer =>
  Object.fromEntries(
    COMPARED.map((field) => [field, field === 'status' ? String(status) : field === 'body' ? body : headers[field]]),
  ) as Answer;

/** A forward's body is whatever the server writes; only where it leads is compared. */
const isForward = (status: number) => status >= 300 && status < 400;

/** A real server's answer. `acceptEncoding`: what the client says it can decode; the body is compared decoded. */
export async function observe(site: Site, origin: string, address: string, acceptEncoding?: string): Promise<Answer> {
  const reply = await get(`${origin}${address}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  const encoding = String(reply.headers['content-encoding'] ?? '');
  const body = DECODE[encoding]?.(reply.body) ?? reply.body;
  const headers = Object.fromEntries(Object.entries(reply.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
  return answerOf(reply.status, isForward(reply.status) ? undefined : site.bodyOf(body), headers);
}

// ------------------------------------------------------ Netlify, Cloudflare

/** A `_redirects` line: where from, where to, which status. */
interface Rule {
  from: string;
  to: string;
  status: number;
}

const parseRedirects = (text: string): Rule[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });

/** Both hosts' Cache-Control where no rule of `_headers` sets one (their documentation). */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Cloudflare Pages' own headers on every asset (its documentation); `_headers` overrides or detaches them. */
const CLOUDFLARE_DEFAULTS = {
  'access-control-allow-origin': '*',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

export type StaticHost = 'Netlify' | 'Cloudflare Pages';

/**
 * Netlify or Cloudflare Pages serving the site with its `_headers` and
 * `_redirects`, as their documentation describes:
 * - Netlify: a file wins over a rule ("shadowing"); a folder's address without
 *   its trailing slash is forwarded to it (301); the rules, first match; then
 *   404.html. A forward passes the query on.
 * - Cloudflare Pages: the rules come first, whether a file matches or not, and
 *   a 404 rule is not supported (skipped); `x.html` is forwarded to `x` and
 *   `x/index.html` to `x/`, a folder without its slash to it (308); a missing
 *   address gets the nearest 404.html above it. The model assumes a forward
 *   passes the query on, as Netlify's does (Cloudflare does not say).
 * - Both: `_headers` rules matching the address add their headers, a header
 *   two rules set joined; a forward gets none of them (Cloudflare: "redirects
 *   execute before headers"); both compress and set Vary themselves.
 */
export function staticHostAnswers(site: Site, host: StaticHost) {
  const cloudflare = host === 'Cloudflare Pages';
  const headerRules = parseHeaders(site.read('_headers'));
  const redirects = parseRedirects(site.read('_redirects')).filter((rule) => !(cloudflare && rule.status === 404));
  // Neither host publishes the files it reads.
  const exists = (file: string) => file !== '' && !file.endsWith('/') && site.has(file) && !HOST_ONLY_FILES.includes(file);
  /** The page of a folder (`shop` or `shop/` -> shop/index.html), if it has one. */
  const folderIndex = (relative: string) => {
    const folder = relative.replace(/\/$/, '');
    const file = folder === '' ? 'index.html' : `${folder}/index.html`;
    return exists(file) ? file : null;
  };

  const ruleFor = (pathname: string) =>
    redirects.find((rule) => (rule.from.endsWith('/*') ? pathname.startsWith(rule.from.slice(0, -1)) : rule.from === pathname));
  /** A rewrite's target (a path of the site) as a file: `/track-order/` -> track-order/index.html. */
  const targetFile = (to: string) => (to.endsWith('/') ? `${to.slice(1)}index.html` : to.slice(1));

  type Outcome = { status: number; file?: string; location?: string };
  const forward = (status: number, location: string): Outcome => ({ status, location });

  const byRules = (pathname: string, query: string): Outcome | null => {
    const rule = ruleFor(pathname);
    if (!rule) return null;
    if (isForward(rule.status)) return forward(rule.status, `${rule.to}${query}`);
    return { status: rule.status, file: targetFile(rule.to) };
  };

  const byFiles = (pathname: string, query: string): Outcome | null => {
    const relative = decodeURI(pathname).slice(1);
    if (cloudflare && exists(relative) && relative.endsWith('index.html')) return forward(308, `${pathname.slice(0, -'index.html'.length)}${query}`);
    if (cloudflare && exists(relative) && relative.endsWith('.html')) return forward(308, `${pathname.slice(0, -'.html'.length)}${query}`);
    if (exists(relative)) return { status: 200, file: relative };
    if (cloudflare && exists(`${relative}.html`)) return { status: 200, file: `${relative}.html` };
    const index = folderIndex(relative);
    if (index && pathname.endsWith('/')) return { status: 200, file: index };
    if (index) return forward(cloudflare ? 308 : 301, `${pathname}/${query}`);
    return null;
  };

  const notFound = (pathname: string): Outcome => {
    if (!cloudflare) return { status: 404, file: '404.html' };
    const folders = decodeURI(pathname).slice(1).split('/').slice(0, -1);
    for (let depth = folders.length; depth >= 0; depth -= 1) {
      const page = [...folders.slice(0, depth), '404.html'].join('/');
      if (exists(page)) return { status: 404, file: page };
    }
    return { status: 404, file: '404.html' };
  };

  const headersAt = (pathname: string) => {
    const headers: Record<string, string> = { 'cache-control': HOST_DEFAULT_CACHE, ...(cloudflare ? CLOUDFLARE_DEFAULTS : {}) };
    const fromRules = new Set<string>();
    for (const [pattern, values, detached] of headerRules) {
      if (!matches(pattern, pathname)) continue;
      for (const [name, value] of Object.entries(values)) {
        const key = name.toLowerCase();
        headers[key] = fromRules.has(key) ? `${headers[key]}, ${value}` : value;
        fromRules.add(key);
      }
      if (cloudflare) for (const name of detached) delete headers[name.toLowerCase()];
    }
    return headers;
  };

  return (address: string): Answer => {
    const queryAt = address.indexOf('?');
    const pathname = queryAt < 0 ? address : address.slice(0, queryAt);
    const query = queryAt < 0 ? '' : address.slice(queryAt);
    const outcome = cloudflare
      ? (byRules(pathname, query) ?? byFiles(pathname, query) ?? notFound(pathname))
      : (byFiles(pathname, query) ?? byRules(pathname, query) ?? notFound(pathname));
    if (outcome.location !== undefined) return answerOf(outcome.status, undefined, { location: outcome.location });
    return answerOf(outcome.status, site.bodyOfFile(outcome.file!), headersAt(pathname));
  };
}

// ----------------------------------------------------------- S3 + CloudFront

type CloudFrontHeaders = Record<string, { value: string }>;
type CloudFrontHandler = (event: unknown) => { uri?: string; statusCode?: number; headers?: CloudFrontHeaders };

/**
 * S3 + CloudFront as docs/deploying.md sets them up: the bucket holds the
 * site as `aws s3 sync` left it (no .br, .gz or `_` files), the function runs
 * on the viewer request and the viewer response, and a file the bucket lacks
 * gets the custom error response, /404.html with 404. CloudFront runs no
 * viewer-response function on an origin's error (its documentation), and
 * compresses and sets Vary itself.
 */
export function cloudFrontAnswers(site: Site, functionSource: string) {
  const handler = vm.runInNewContext(`${functionSource}; handler`) as CloudFrontHandler;
  const inBucket = (key: string) => site.has(key) && !/\.(br|gz)$/.test(key) && !key.startsWith('_');
  const querystringOf = (query: string) =>
    Object.fromEntries([...new URLSearchParams(query)].map(([name, value]) => [name, { value }]));

  return (address: string): Answer => {
    const queryAt = address.indexOf('?');
    const uri = queryAt < 0 ? address : address.slice(0, queryAt);
    const querystring = querystringOf(queryAt < 0 ? '' : address.slice(queryAt + 1));
    const request = { uri, querystring, headers: {} };
    const valuesOf = (headers: CloudFrontHeaders = {}) => Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));
    const mapped = handler({ context: { eventType: 'viewer-request' }, request: structuredClone(request) });
    // The function's own answer (a forward) goes to the viewer as it is.
    if (mapped.statusCode !== undefined) return answerOf(mapped.statusCode, undefined, valuesOf(mapped.headers));
    const key = decodeURI(mapped.uri ?? uri).slice(1);
    if (!inBucket(key)) return answerOf(404, site.bodyOfFile('404.html'), {});
    const response = handler({ context: { eventType: 'viewer-response' }, request, response: { statusCode: 200, headers: {} } });
    return answerOf(response.statusCode ?? 200, site.bodyOfFile(key), valuesOf(response.headers));
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl } from './browser';

/** Headers that describe the upstream body as sent, not as `fetch` hands it over (decoded, whole). */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

export interface SplitDocument {
  /** The origin to open pages from. */
  url: string;
  /** Sends the rest of the page. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A server on 127.0.0.1 in front of the test server that sends one page's
 * HTML in two parts, as a slow line delivers it in pieces: up to the end of
 * the first `cutAfter` in its body at once, the rest on `release()`. Every
 * other address passes through whole.
 */
export async function serveInTwoParts(pathname: string, cutAfter: string): Promise<SplitDocument> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseUrl()}${request.url ?? '/'}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(
        upstream.status,
        Object.fromEntries([...upstream.headers].filter(([name]) => !BODY_HEADERS.has(name))),
      );
      if (request.url !== pathname) return void response.end(body);
      const html = body.toString('utf8');
      const cut = html.indexOf(cutAfter, html.indexOf('<body'));
      if (cut < 0) throw new Error(`${pathname} has no ${cutAfter} in its body`);
      response.write(html.slice(0, cut + cutAfter.length));
      await released;
      response.end(html.slice(cut + cutAfter.length));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => release(),
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

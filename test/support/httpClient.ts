import { Buffer } from 'node:buffer';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with Node's own client, the body as it came (no decompression); any certificate over HTTPS (tests make their own). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    (url.startsWith('https:') ? https : http)
      .get(url, { headers, rejectUnauthorized: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request whose request line is written byte for byte as given,
 * as `curl --path-as-is` sends it: no client normalises `..`, escapes or NUL
 * bytes away before the server sees them.
 */
export const rawGet = (origin: string, rawPath: string): Promise<RawReply> =>
  rawRequest(origin, (host) => `GET ${rawPath} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** A request written byte for byte (`head(host)`: its request line and headers), malformed if need be. */
export function rawRequest(origin: string, head: (host: string) => string): Promise<RawReply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(Buffer.from(head(`${hostname}:${port}`), 'latin1'));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Request paths that try to climb out of the served folder to `<sibling>/secret.txt` beside it. */
export const climbingPaths = (sibling: string): string[] => [
  `/../${sibling}/secret.txt`,
  `/./../${sibling}/secret.txt`,
  `//../${sibling}/secret.txt`,
  `/chunks/../../${sibling}/secret.txt`,
  `/%2e%2e/${sibling}/secret.txt`,
  `/%2E%2E%2F${sibling}%2Fsecret.txt`,
  `/..%2f${sibling}%2fsecret.txt`,
  `/%252e%252e/${sibling}/secret.txt`,
  `/%252e%252e%252f${sibling}%252fsecret.txt`,
  `/..\\${sibling}\\secret.txt`,
  `/..%5c${sibling}%5csecret.txt`,
  `/%5c..%5c${sibling}%5csecret.txt`,
  `/%255c..%255c${sibling}%255csecret.txt`,
  `/index.html%00/../../${sibling}/secret.txt`,
  `/%00/../${sibling}/secret.txt`,
  `/\u0000/../${sibling}/secret.txt`,
  `/..%00/${sibling}/secret.txt`,
];

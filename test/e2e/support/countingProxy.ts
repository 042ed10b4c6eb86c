import http from 'node:http';

export interface CountingProxy {
  /** The POSTs that reached the address so far, whoever sent them (a page or the service worker). */
  posts(): number;
  /** Stops answering: connections are refused, as at an address out of reach. */
  down(): Promise<void>;
  /** Answers again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stands at the delivery address a build was made with (`port`) and passes
 * every request on to the receiver at `targetPort`, counting the POSTs: what
 * the receiver's rows cannot tell (it keeps one copy of a repeat and answers it
 * as a success).
 */
export async function countingProxy(port: number, targetPort: number): Promise<CountingProxy> {
  let posts = 0;
  const server = http.createServer((request, response) => {
    if (request.method === 'POST') posts += 1;
    const forward = http.request({ host: '127.0.0.1', port: targetPort, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  const up = () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await up();
  return { posts: () => posts, up, down, close: down };
}

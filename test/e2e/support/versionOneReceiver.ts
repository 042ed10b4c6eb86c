import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * A receiver someone built from the published version-1 schema file alone,
 * as the contract tells them to: Ajv in strict mode on
 * schemas/delivery-v1.schema.json, 201 for a valid body (kept once per
 * Idempotency-Key), 422 with Ajv's message for anything else. It answers the
 * CORS preflight for the shop's origin and keeps no statuses, so a status
 * question is counted and answered 404.
 */
export interface VersionOneReceiver {
  /** Every body it took, in order. */
  stored: Record<string, unknown>[];
  /** Every body it refused, with the message it answered. */
  refused: { body: unknown; message: string }[];
  /** How many status questions (GET) reached it. */
  statusQuestions: number;
  /** Its delivery address, `http://127.0.0.1:<port>/deliveries`. */
  url: string;
  close(): Promise<void>;
}

const schemaFile = path.resolve(__dirname, '../../../schemas/delivery-v1.schema.json');

/** Starts one on 127.0.0.1 at `port` (0: any free port), answering CORS for `shopOrigin`. */
export async function startVersionOneReceiver(port: number, shopOrigin: string): Promise<VersionOneReceiver> {
  const ajv = new Ajv2020({ strict: true, allErrors: false });
  addFormats(ajv, ['date-time']);
  const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));
  const seen: VersionOneReceiver = { stored: [], refused: [], statusQuestions: 0, url: '', close: async () => undefined };
  const ids = new Set<string>();

  const server = http.createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': shopOrigin, Vary: 'Origin' };
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { ...cors, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (request.url !== '/deliveries') return answer(404);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key' });
      return response.end();
    }
    if (request.method === 'GET') {
      seen.statusQuestions += 1;
      return answer(404, { error: 'not-found' });
    }
    if (request.method !== 'POST') return answer(405);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { error: 'malformed-json' });
      }
      if (!validate(body)) {
        const message = ajv.errorsText(validate.errors);
        seen.refused.push({ body, message });
        return answer(422, { error: 'invalid-delivery', message });
      }
      const id = String(request.headers['idempotency-key']);
      if (ids.has(id)) return answer(200, { status: 'duplicate', id });
      ids.add(id);
      seen.stored.push(body as Record<string, unknown>);
      return answer(201, { status: 'stored', id });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  seen.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deliveries`;
  seen.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return seen;
}

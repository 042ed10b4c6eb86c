/**
 * Staff commands while the inbox runs on PGlite. The running inbox holds the
 * data folder, so `add-staff` and `remove-staff` cannot open it; instead they
 * ask the inbox itself, over a Unix socket in that folder (`inbox.sock`,
 * readable and writable by its owner only: whoever may open the folder may
 * run the commands anyway). One JSON line asks, one JSON line answers. On
 * PostgreSQL the commands are simply another connection and need none of this.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { addStaff, removeStaff } from './staff';
import type { Sql } from './storage';

export type AdminRequest = { command: 'add-staff'; name: string; password: string } | { command: 'remove-staff'; name: string };
export type AdminAnswer = { ok: true; name: string } | { ok: false; error: string };

export const socketOf = (dataDir: string) => path.join(dataDir, 'inbox.sock');
/** The most a request may be: a name and a password. */
const MOST_BYTES = 4096;

async function carryOut(sql: Sql, request: AdminRequest): Promise<AdminAnswer> {
  if (request.command === 'add-staff') return { ok: true, name: (await addStaff(sql, request.name, request.password)).name };
  if (await removeStaff(sql, request.name)) return { ok: true, name: request.name };
  return { ok: false, error: `there is no staff account "${request.name}"` };
}

/** Listens on the folder's socket; close() stops listening and removes it. */
export async function serveAdmin(dataDir: string, sql: Sql): Promise<{ close(): Promise<void> }> {
  const file = socketOf(dataDir);
  // Left by an inbox that died: this process holds the folder's lock now.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MOST_BYTES) return socket.destroy();
      const end = text.indexOf('\n');
      if (end < 0) return;
      let request: AdminRequest;
      try {
        request = JSON.parse(text.slice(0, end)) as AdminRequest;
      } catch {
        return socket.end(`${JSON.stringify({ ok: false, error: 'not a request' })}\n`);
      }
      carryOut(sql, request).then(
        (answer) => socket.end(`${JSON.stringify(answer)}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`),
      );
    });
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(file, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the inbox running on `dataDir`; null when none listens there. */
export function askRunningInbox(dataDir: string, request: AdminRequest): Promise<AdminAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketOf(dataDir));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as AdminAnswer);
      } catch {
        reject(new Error('the running inbox gave no answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
  });
}

/**
 * `npm run inbox -- add-staff NAME`: makes a staff account (or gives an
 * existing one a new password); `remove-staff NAME` ends one, signing it out. The password is asked for, never taken from
 * the command line or the environment (shell history, process lists). Typed
 * at a terminal it is not echoed and asked twice; piped in, the first line is taken.
 * While an inbox runs on a PGlite folder, both go through it (adminSocket.ts).
 */
import { askRunningInbox, type AdminRequest } from './adminSocket';
import { folderHolder } from './folderLock';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import type { StorageTarget } from './storage';
import { lockFileOf, openStorage } from './storage';
import { addStaff, removeStaff } from './staff';

/** A terminal prompt that does not show what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/** The first line of standard input, for scripts: `printf '%s\n' "$PASSWORD" | npm run inbox -- add-staff NAME`. */
async function firstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await askHidden('Password (at least 10 characters, not shown): ');
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new Error('the two passwords differ; nothing was changed');
  return password;
}

/**
 * Asks the inbox that holds the PGlite folder, when one runs; null when the
 * command may open the storage itself.
 */
async function throughRunningInbox(target: StorageTarget, request: AdminRequest): Promise<string | null> {
  if (!('dataDir' in target)) return null;
  const holder = folderHolder(lockFileOf(target.dataDir));
  if (holder === null) return null;
  const answer = await askRunningInbox(target.dataDir, request);
  if (!answer) throw new Error(`the inbox running as process ${holder} holds ${target.dataDir} but did not answer on its socket; stop it and try again`);
  if (!answer.ok) throw new Error(answer.error);
  return answer.name;
}

export async function addStaffCommand(target: StorageTarget, name: string | undefined): Promise<string> {
  if (!name?.trim()) throw new Error('name the member of staff: npm run inbox -- add-staff NAME');
  const password = await readNewPassword();
  const running = await throughRunningInbox(target, { command: 'add-staff', name: name.trim(), password });
  if (running) return `inbox: staff account "${running}" is ready (through the running inbox); sign in at the desk with this name and password.`;
  const storage = await openStorage(target);
  try {
    const member = await addStaff(storage.sql, name.trim(), password);
    return `inbox: staff account "${member.name}" is ready; sign in at the desk with this name and password.`;
  } finally {
    await storage.close();
  }
}

export async function removeStaffCommand(target: StorageTarget, name: string | undefined): Promise<string> {
  if (!name?.trim()) throw new Error('name the member of staff: npm run inbox -- remove-staff NAME');
  if (await throughRunningInbox(target, { command: 'remove-staff', name: name.trim() })) {
    return `inbox: staff account "${name.trim()}" removed and signed out everywhere (through the running inbox).`;
  }
  const storage = await openStorage(target);
  try {
    if (!(await removeStaff(storage.sql, name.trim()))) throw new Error(`there is no staff account "${name.trim()}"`);
    return `inbox: staff account "${name.trim()}" removed and signed out everywhere.`;
  } finally {
    await storage.close();
  }
}

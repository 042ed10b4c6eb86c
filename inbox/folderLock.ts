/**
 * PGlite's data folder belongs to one process at a time (two writers would
 * corrupt it): a lock file holds the owner's process id. A lock whose owner
 * has died is taken over. A starting inbox waits a while for an owner that is
 * still going away, as after a SIGKILL: the kill returns before the process
 * is gone, and until its parent collects it, a dead process still answers to
 * its id (a zombie).
 */
import fs from 'node:fs';
import path from 'node:path';

/** How long a start waits for another inbox to let go of the folder. */
export const LOCK_WAIT_MS = 30_000;
const LOOK_EVERY_MS = 100;

/** Whether `pid` is a live process that could be an inbox (a zombie, or an id reused by another program, is not). */
export function holdsLock(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command === '' || /node|inbox/i.test(command);
  } catch {
    // No /proc (macOS): the signal's answer is all there is.
    return true;
  }
}

/** Takes the folder's lock, waiting up to `waitMs` for a live owner; returns its release. */
export async function lockFolder(lockFile: string, waitMs = LOCK_WAIT_MS): Promise<() => void> {
  const folder = path.dirname(lockFile);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder === process.pid) throw new Error(`the data folder ${folder} is already open in this process`);
    if (!holdsLock(holder)) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(`the data folder ${folder} is in use by another inbox (process ${holder}); waited ${Math.round(waitMs / 1000)} s for it to stop`);
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/** The process holding the folder, or null when none does. */
export function folderHolder(lockFile: string): number | null {
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    return holder !== process.pid && holdsLock(holder) ? holder : null;
  } catch {
    return null;
  }
}

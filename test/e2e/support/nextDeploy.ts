import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostingDirOf } from '../../../scripts/build-output.cjs';

/**
 * The next deploy of a build, made from a copy of it instead of building the
 * site again (a rebuild took most of the offline suite's time): every
 * content-hashed script and style gets a new name, everything that names it
 * is rewritten, and every page's precache revision changes, so the service
 * worker's file differs and a new version installs, as after a real deploy
 * whose code changed. Returns the new build's folder, in a temporary folder
 * beside the page table and policy it is served by; the caller removes that
 * folder (the parent of the one returned).
 */

/** A content hash in a file name, as the build writes them (scripts/serving-rules.cjs, "hashed"). */
const HASHED = /(?:^|[/.])([0-9a-f]{8,})\.(?:js|css)$/;
/** A precache entry's revision in the service worker (Workbox's manifest entries: { revision, url }). */
const REVISION = /(['"]revision['"]:\s*['"])([0-9a-f]{8,})(['"])/g;
const TEXT = /\.(html|js|css|json|txt|xml|webmanifest|conf)$|(^|\/)_(headers|redirects)$/;
const COMPRESSED = /\.(gz|br)$/;

/** Same length, same alphabet, never the same: each hex digit moved on by one. */
const nextHash = (hash: string) => hash.replace(/[0-9a-f]/g, (digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16));

const filesUnder = (root: string) =>
  fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(root, file)).isFile());

export function nextDeployOf(dist: string): string {
  const next = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-deploy-')), 'dist');
  fs.cpSync(dist, next, { recursive: true });
  fs.cpSync(hostingDirOf(dist), hostingDirOf(next), { recursive: true });
  const files = filesUnder(next);
  const hashes = [...new Set(files.flatMap((file) => HASHED.exec(file)?.[1] ?? []))];
  if (hashes.length === 0) throw new Error(`No content-hashed file in ${dist}`);
  const rename = (text: string) => hashes.reduce((result, hash) => result.replaceAll(hash, nextHash(hash)), text);

  for (const file of files) {
    const full = path.join(next, file);
    if (COMPRESSED.test(file)) {
      // The server sends a precompressed variant when there is one: drop them all, so the plain (rewritten) file is sent.
      fs.rmSync(full);
      continue;
    }
    if (TEXT.test(file)) {
      const text = fs.readFileSync(full, 'utf8');
      const rewritten = rename(text).replace(REVISION, (_, open: string, revision: string, close: string) => `${open}${nextHash(revision)}${close}`);
      if (rewritten !== text) fs.writeFileSync(full, rewritten);
    }
    const renamed = rename(file);
    if (renamed !== file) fs.renameSync(full, path.join(next, renamed));
  }
  return next;
}

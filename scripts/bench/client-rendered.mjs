// The same shop rendered in the browser only, as it was before HTML first: every
// path is answered with the empty app page, and the browser renders it.
import fs from 'node:fs';
import path from 'node:path';
import { runBuild } from './build.mjs';

/** With the build switch of issue 20: `STONE_RENDER=client STONE_DIST=<dir> webpack --mode production`. */
export function buildClientRendered({ root, webpack, dir, timeoutMs }) {
  return runBuild({
    label: 'client-rendered shop',
    args: [webpack, '--mode', 'production'],
    cwd: root,
    env: { STONE_RENDER: 'client', STONE_DIST: dir },
    timeoutMs,
  });
}

/**
 * Until that switch exists: a copy of the prerendered build without its page table
 * (scripts/server.cjs then answers every unknown path with index.html) and with the
 * empty app page (app.html) as index.html.
 */
export async function emulateClientRendered({ shopDir, dir }) {
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(shopDir, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'prerendered.json'));
  fs.copyFileSync(path.join(dir, 'app.html'), path.join(dir, 'index.html'));
  return { label: 'client-rendered shop (emulated from the shop build)', seconds: (Date.now() - started) / 1000 };
}

/** Which of the two part (d) uses: becomes buildClientRendered once webpack.config.ts reads STONE_RENDER. */
export const makeClientRendered = emulateClientRendered;

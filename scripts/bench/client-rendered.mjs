// The same shop rendered in the browser only, as it was before HTML first: every
// path is answered with the empty app page, and the browser renders it.
import { runBuild } from './build.mjs';

/** The client-rendered build switch: `STONE_RENDER=client STONE_DIST=<dir> webpack --mode production` (webpack.config.ts). */
export function makeClientRendered({ root, webpack, dir, timeoutMs }) {
  return runBuild({
    label: 'client-rendered shop',
    args: [webpack, '--mode', 'production'],
    cwd: root,
    env: { STONE_RENDER: 'client', STONE_DIST: dir },
    timeoutMs,
  });
}

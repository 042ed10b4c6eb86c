// Where the build reads from and writes to, for webpack.config.ts and the
// helpers beside this file. Plain constants: nothing here is a plugin.
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const publicDir = path.join(root, 'public');
/** The standalone build's folder; STONE_DIST moves it (the update test builds a second site elsewhere). */
export const outDir = path.resolve(process.env.STONE_DIST ?? path.join(root, 'dist'));
/** Where the Node build of the app goes; it is a build tool, not part of the site. */
export const prerenderDir = path.join(root, 'node_modules/.cache/stone-shop-prerender');

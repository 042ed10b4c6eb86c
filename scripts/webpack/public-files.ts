// Files of public/ that ship as they are: the stone pictures (both builds)
// and the embedding demo (standalone only; docs/embedding.md).
// copy-webpack-plugin does the copying; it watches the folders it copies from,
// so a picture added during `npm run watch` is in the next rebuild.
import CopyPlugin from 'copy-webpack-plugin';
import { publicDir } from './paths';

/** Every picture under public/images, at the same path in the build. */
export const PICTURES = { from: 'images', to: 'images', context: publicDir, noErrorOnMissing: true };

/** The embedding demo: a host page served beside the shop by `npm start`. */
export const EMBED_DEMO = { from: 'embed-demo.{html,css,js}', context: publicDir };

export const publicFiles = (...patterns: Array<typeof PICTURES | typeof EMBED_DEMO>) => new CopyPlugin({ patterns });

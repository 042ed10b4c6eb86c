// For the prerender build: the screens' titles and descriptions go into the
// page's head instead of a document (src/app/prerender/headCollector.ts takes
// the place of src/shared/useDocumentTitle.ts). A module replacement is
// webpack's own tool for it; this only names the two files.
import path from 'node:path';
import webpack from 'webpack';
import { root } from './paths';

export const headCollectorSwap = () =>
  new webpack.NormalModuleReplacementPlugin(/[\\/]useDocumentTitle$/, (resource: { request: string; context: string }) => {
    if (!resource.context.includes(`${path.sep}prerender`)) {
      resource.request = path.join(root, 'src/app/prerender/headCollector.ts');
    }
  });

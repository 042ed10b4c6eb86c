// The standalone shop's service worker (src/serviceWorker.ts), built by
// Workbox's InjectManifest: it precaches every asset of the client build.
// Workbox does the work; this names what goes in and gives the worker the
// build's page table, which only exists once the Node build has run.
import path from 'node:path';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { deliveryUrl } from './delivery-url';
import { root } from './paths';
import { prerenderer } from './prerender-plugin';

export const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(root, 'src/serviceWorker.ts'),
    swDest: 'sw.js',
    // Pages, scripts, styles, pictures; not the bare template, the embedding demo or the build's reports.
    include: [/\.(html|js|css|svg|png|webp|ico)$/],
    exclude: [/^app\.html$/, /^embed-demo\./],
    // jsPDF's chunk, the largest, is well under this; a bigger file would be left out with a warning.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    webpackCompilationPlugins: [
      new webpack.DefinePlugin({
        // prerendered.json as the build writes it (the worker is compiled before the pages are written).
        __PAGE_TABLE_FILE__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(prerenderer().pageTableFile())),
        __DELIVERY_URL__: JSON.stringify(deliveryUrl),
      }),
    ],
  });

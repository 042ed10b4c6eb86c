// Renders every prerendered page into the standalone build as its own assets
// (src/app/prerender/renderSite.ts, run from the Node build of the app):
// after the final file names are known (real content hashes), before the
// service worker's precache list is made from the assets.
// Why our own: prerender-spa-plugin and its kin drive a browser over the
// finished site; these pages come from React's own server rendering of the
// same route table, inside the build, so the service worker can precache them.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { deliveryUrl } from './delivery-url';
import { prerenderDir } from './paths';
import { AFTER_FINAL_NAMES, assetText } from './stages';

type Prerenderer = typeof import('../../src/prerender');

let loaded: { mtimeMs: number; module: Prerenderer } | null = null;

/**
 * The Node build of the app (built before the client build), loaded once per
 * version of its file: the page renderer and the service worker's page table
 * share it, and a watch rebuild brings a new one.
 */
export function prerenderer(): Prerenderer {
  const bundle = path.join(prerenderDir, 'prerender.js');
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: the prerender build runs first`);
  const { mtimeMs } = fs.statSync(bundle);
  if (loaded?.mtimeMs !== mtimeMs) {
    delete require.cache[require.resolve(bundle)];
    loaded = { mtimeMs, module: require(bundle) as Prerenderer };
  }
  return loaded.module;
}

export class PrerenderPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrerenderPlugin', stage: AFTER_FINAL_NAMES }, async () => {
        const text = (name: string) => assetText(compilation, name, 'PrerenderPlugin');
        const files = await prerenderer().renderSite({
          template: text('app.html'),
          manifest: JSON.parse(text('build-manifest.json')),
          publicPath: String(compilation.outputOptions.publicPath ?? '/'),
          readFile: text,
          deliveryUrl,
        });
        // As React wrote them: webpack's HTML minifier (experiments.html) would change text that hydration compares.
        for (const [name, content] of files) {
          compilation.emitAsset(name, new webpack.sources.RawSource(content), { minimized: true });
        }
      });
    });
  }
}

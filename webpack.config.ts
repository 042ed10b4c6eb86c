import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { version } from './package.json';
import { baseConfig } from './scripts/webpack/base-config';
import { BesideTheSitePlugin } from './scripts/webpack/beside-the-site';
import { CompileHintsPlugin } from './scripts/webpack/compile-hints';
import { BuildManifestPlugin } from './scripts/webpack/build-manifest-plugin';
import { ContentSecurityPolicyPlugin } from './scripts/webpack/content-security-policy-plugin';
import { EARLY_EVENTS, EARLY_FORMS, earlyEventsSource } from './scripts/webpack/early-events';
import { headCollectorSwap } from './scripts/webpack/head-collector-swap';
import { HostConfigsPlugin } from './scripts/webpack/host-configs-plugin.cjs';
import { ModuleSizesPlugin } from './scripts/webpack/module-sizes-plugin';
import { outDir, prerenderDir } from './scripts/webpack/paths';
import { precompressed } from './scripts/webpack/precompressed';
import { PrerenderPlugin } from './scripts/webpack/prerender-plugin';
import { EMBED_DEMO, PICTURES, publicFiles } from './scripts/webpack/public-files';
import { deliverySchema } from './scripts/webpack/delivery-schema';
import { deliveryUrl } from './scripts/webpack/delivery-url';
import { serviceWorker } from './scripts/webpack/service-worker';

/**
 * Three builds from one source, side by side below; each step they use lives
 * in scripts/webpack/, one file each, whose header says what it does.
 * - prerender: the app as one Node module, built first; the standalone build
 *   runs it to write its pages (HTML first).
 * - standalone (dist/): every page prerendered, hashed chunks, CSS extracted,
 *   the service worker and the host configurations; what is not for visitors
 *   goes beside dist/ (scripts/build-output.cjs).
 * - embed (dist/embed/stone-shop.js): one script for a host page that renders
 *   each shop into a shadow root, styles adopted there, lazy chunks loaded
 *   relative to the script (publicPath 'auto').
 */

/** The embed build's global (src/app/embed/globalName.ts); a host that already uses `StoneShop` builds with another name. */
const globalName = process.env.STONE_SHOP_GLOBAL ?? 'StoneShop';
if (!/^[A-Za-z_$][\w$]*$/.test(globalName)) throw new Error(`STONE_SHOP_GLOBAL=${globalName} is not a JavaScript name`);

/**
 * What the embed build publishes under embed/, for the host configurations the
 * standalone build writes: the two builds run side by side, so the embed's files
 * are described, not listed. Its script and licence note keep their names; every
 * chunk has a content hash (chunkFilename below); its pictures are the shop's.
 */
const EMBED_PUBLISHES = {
  files: ['embed/stone-shop.js', 'embed/stone-shop.js.LICENSE.txt'],
  folders: { 'embed/chunks/': 'hashed', 'embed/images/': 'pictures' } as const,
};

/**
 * `STONE_RENDER=client` builds the shop without prerendered pages: every path
 * gets the empty app page and the browser renders it, as before HTML first.
 * The benchmark measures it beside the real build; it is never deployed.
 */
const clientRendered = process.env.STONE_RENDER === 'client';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const production = argv.mode !== 'development';
  const hash = production ? '.[contenthash:8]' : '';

  const prerender: Configuration = {
    ...baseConfig(production, 'class-names'),
    name: 'prerender',
    target: 'node',
    devtool: false,
    entry: { prerender: './src/prerender.ts' },
    output: {
      path: prerenderDir,
      publicPath: process.env.PUBLIC_PATH ?? '/',
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // One file: every screen's code is there when the renderer asks for it.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), headCollectorSwap()],
    // Not minified: the file only runs here, at build time, and terser's four passes over all of it
    // were a fifth of every build's work (each delivering build in the tests makes it again).
    optimization: { ...baseConfig(production, 'class-names').optimization, minimize: false },
  };

  const standalone: Configuration = {
    ...baseConfig(production, 'extract'),
    name: 'standalone',
    // The Node build renders this build's pages (PrerenderPlugin).
    dependencies: clientRendered ? [] : ['prerender'],
    entry: {
      main: './src/main.tsx',
      // Inline in every page's head (scripts/webpack/early-events.ts): what runs before the shop's own code.
      [EARLY_EVENTS]: [
        './src/app/earlyEvents/contract.ts',
        './src/app/earlyEvents/startAfterFirstPaint.ts',
        // The add-to-cart dialog before the code is live (its listeners on window run before the contract's).
        './src/app/earlyEvents/earlyAddToCart.ts',
      ],
      [EARLY_FORMS]: './src/app/earlyEvents/earlyForms.ts',
    },
    output: {
      path: outDir,
      // Absolute, so deep links such as /product/3 still find the scripts.
      publicPath: process.env.PUBLIC_PATH ?? '/',
      filename: `[name]${hash}.js`,
      // Hash-only names keep the chunk map in the first download small.
      chunkFilename: production ? 'chunks/[contenthash:10].js' : 'chunks/[name].js',
      // Every page is UTF-8 (its meta charset), so a chunk's script element needs no charset of its own.
      charset: false,
      clean: { keep: /^embed\// },
      // A different salt gives every file a new name from the same source: the
      // update test (test/e2e/offline.e2e.test.ts) deploys a second build this way.
      ...(process.env.STONE_HASH_SALT ? { hashSalt: process.env.STONE_HASH_SALT } : {}),
    },
    plugins: [
      new HtmlWebpackPlugin({
        // The page without content: the prerendering step writes index.html and every other page from it
        // (a client-rendered build serves it for every path).
        filename: clientRendered ? 'index.html' : 'app.html',
        template: './public/index.html',
        // The template places the main script (deferred, in the head) and the contract itself.
        inject: false,
        chunks: ['main'],
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          earlyEvents: earlyEventsSource(compilation),
          earlyForms: earlyEventsSource(compilation, EARLY_FORMS),
        }),
      }),
      new MiniCssExtractPlugin({
        filename: `[name]${hash}.css`,
        chunkFilename: production ? 'chunks/[contenthash:10].css' : 'chunks/[name].css',
      }),
      publicFiles(PICTURES, EMBED_DEMO),
      new CompileHintsPlugin('main'),
      new BuildManifestPlugin(),
      new ModuleSizesPlugin(),
      ...(clientRendered ? [] : [new PrerenderPlugin()]),
      new webpack.DefinePlugin({
        // A client-rendered build has no service worker to register (src/main.tsx).
        'process.env.STONE_RENDER': JSON.stringify(clientRendered ? 'client' : 'prerendered'),
        // The route manifest's build facts stay out of the download (src/app/routes/routeManifest.ts).
        'process.env.STONE_BUNDLE': JSON.stringify('browser'),
        // None: no delivery code in the bundle at all.
        'process.env.STONE_DELIVERY_URL': JSON.stringify(deliveryUrl),
        'process.env.STONE_DELIVERY_SCHEMA': JSON.stringify(deliverySchema),
      }),
      new ContentSecurityPolicyPlugin(),
      // Only the production build registers it (src/main.tsx): a development build is never cached.
      ...(production && !clientRendered ? [serviceWorker()] : []),
      ...(production ? precompressed() : []),
      // Host configurations are written from the prerendered pages' table.
      ...(clientRendered ? [] : [new HostConfigsPlugin({ otherBuild: EMBED_PUBLISHES })]),
      new BesideTheSitePlugin(),
    ],
  };

  const embed: Configuration = {
    ...baseConfig(production, 'adopt'),
    name: 'embed',
    entry: { 'stone-shop': './src/embed.ts' },
    output: {
      path: path.join(outDir, 'embed'),
      publicPath: 'auto',
      // Keeps this bundle's chunk loading apart from any webpack runtime on the host page.
      uniqueName: 'stoneShop',
      filename: '[name].js',
      chunkFilename: `chunks/[name]${hash}.js`,
      clean: true,
    },
    plugins: [
      publicFiles(PICTURES),
      new CompileHintsPlugin('stone-shop'),
      // The version host sites run (CHANGELOG.md), as the script's last line: added after minification,
      // which would move a /*! comment to the licence file, and at the end, as the compile hint must be first.
      new webpack.BannerPlugin({
        banner: `stone-shop ${version}, the embeddable shop (CHANGELOG.md)`,
        entryOnly: true,
        footer: true,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      new webpack.DefinePlugin({
        __STONE_SHOP_GLOBAL__: JSON.stringify(globalName),
        'process.env.STONE_BUNDLE': JSON.stringify('browser'),
        // What a host's deliveryUrl is sent in: version 2, or 1 for a version-1 receiver.
        'process.env.STONE_DELIVERY_SCHEMA': JSON.stringify(deliverySchema),
      }),
      ...(production ? precompressed() : []),
    ],
  };

  return clientRendered ? [standalone] : [prerender, standalone, embed];
};

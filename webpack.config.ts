import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { contentSecurityPolicy } from './scripts/security-headers.cjs';
import { HostConfigsPlugin } from './scripts/webpack/host-configs-plugin.cjs';

/**
 * Two builds from one source:
 * - the standalone shop (dist/): index.html + hashed chunks, CSS extracted;
 * - the embeddable library (dist/embed/stone-shop.js): one script for a host
 *   page that renders each shop into a shadow root, styles as constructable
 *   stylesheets adopted there, lazy chunks loaded relative to the script
 *   (publicPath 'auto'). Its global's name is STONE_SHOP_GLOBAL at build time
 *   (default StoneShop); src/app/embed/globalName.ts installs it.
 */

/** The embed build's global; a host that already uses `StoneShop` builds with another name. */
const globalName = process.env.STONE_SHOP_GLOBAL ?? 'StoneShop';
if (!/^[A-Za-z_$][\w$]*$/.test(globalName)) throw new Error(`STONE_SHOP_GLOBAL=${globalName} is not a JavaScript name`);

/**
 * The delivery address (README "Receiving orders and quotes"), standalone
 * build only: '' for none, and then no delivery code, wording or request.
 */
const deliveryUrl = process.env.STONE_DELIVERY_URL ?? '';
if (deliveryUrl && !/^https?:$/.test(URL.canParse(deliveryUrl) ? new URL(deliveryUrl).protocol : '')) {
  throw new Error(`STONE_DELIVERY_URL=${deliveryUrl} is not an absolute http(s) address`);
}

const root = __dirname;
const outDir = path.resolve(process.env.STONE_DIST ?? path.join(root, 'dist'));

const publicDir = path.join(root, 'public');

/** Ships files of public/ (names relative to it) as build assets: no extra dependency for a copy step. */
class PublicFilesPlugin {
  constructor(private readonly names: () => string[]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of this.names()) {
            const file = path.join(publicDir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** Every stone picture under public/images. */
function publicImages(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [path.relative(publicDir, full).split(path.sep).join('/')];
    });
  const imagesDir = path.join(publicDir, 'images');
  return fs.existsSync(imagesDir) ? walk(imagesDir) : [];
}

/** The embedding demo (README "Embedding"): a host page served beside the shop by `npm start`. */
const EMBED_DEMO = ['embed-demo.html', 'embed-demo.css', 'embed-demo.js'];

/** After RealContentHashPlugin has given every file its final name (webpack's OPTIMIZE_HASH stage). */
const AFTER_FINAL_NAMES = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;

/** The files a chunk group (entry, route or on-demand piece) consists of. */
const filesOf = (group: webpack.ChunkGroup) => group.chunks.flatMap((chunk) => [...chunk.files]);

/**
 * Writes build-manifest.json: which files each named chunk group (entry,
 * route or on-demand library) consists of. The weight budget test and the
 * benchmark read it; file names themselves carry only hashes.
 */
class BuildManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before the pages are rendered from it (PrerenderPlugin, registered after this one).
        { name: 'BuildManifestPlugin', stage: AFTER_FINAL_NAMES },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            // Files a step took out of the site (the inlined contract) are not listed.
            groups[name] = filesOf(group).filter((file) => !file.endsWith('.txt') && compilation.getAsset(file));
          }
          const json = JSON.stringify({ groups }, null, 2);
          compilation.emitAsset('build-manifest.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** The early event contract's entry: built like the app, then put inline into every page (public/index.html). */
const EARLY_EVENTS = 'early-events';

/** The minified contract, for the template; its file is not part of the site. */
function earlyEventsSource(compilation: webpack.Compilation): string {
  const files = [...(compilation.entrypoints.get(EARLY_EVENTS)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`${EARLY_EVENTS} should be one script, not ${files.length}`);
  const source = compilation.getAsset(files[0] as string)?.source.source().toString() ?? '';
  if (/<\/script/i.test(source)) throw new Error(`${EARLY_EVENTS} cannot be put inline: it contains </script`);
  compilation.deleteAsset(files[0] as string);
  return source;
}

/**
 * How styles reach the page. Standalone: extracted files. Embed: each
 * stylesheet becomes a constructable stylesheet that the shops' shadow roots
 * adopt (scripts/webpack/adopt-style-sheet-loader.cjs), never a node in the
 * host's document. Prerendering: only the class names.
 */
type StyleOutput = 'extract' | 'adopt' | 'class-names';

function styleRules(production: boolean, output: StyleOutput): RuleSetRule {
  const inserter = {
    extract: [MiniCssExtractPlugin.loader],
    adopt: [path.join(root, 'scripts/webpack/adopt-style-sheet-loader.cjs')],
    'class-names': [],
  }[output];
  return {
    test: /\.s?css$/,
    use: [
      ...inserter,
      {
        loader: 'css-loader',
        options: {
          ...(output === 'adopt' ? { exportType: 'css-style-sheet' } : {}),
          modules: {
            auto: /\.module\.scss$/,
            // The same names in every build, so prerendered HTML matches the client's styles.
            localIdentName: production ? 'ss-[hash:base64:6]' : '[name]__[local]',
            namedExport: true,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: output === 'class-names',
          },
        },
      },
      { loader: 'sass-loader', options: { api: 'modern' } },
    ],
  };
}

function common(production: boolean, styles: StyleOutput): Configuration {
  return {
    mode: production ? 'production' : 'development',
    context: root,
    // No eval-based maps: the pages' Content Security Policy (scripts/security-headers.cjs) refuses eval.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // jsPDF's readable ES build, which the loader below cuts down to what the invoice uses.
        jspdf$: path.join(root, 'node_modules/jspdf/dist/jspdf.es.js'),
        // React Router's package exports always point at its development build;
        // production bundles use the production build it ships beside it.
        ...(production
          ? {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Types are checked once by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.json') },
        },
        {
          // Marks React Router's top-level component and context creation pure, so unused parts drop out.
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          loader: path.join(root, 'scripts/webpack/react-router-pure-loader.cjs'),
        },
        {
          // Keeps jsPDF's core and the plugins the invoice calls; the rest never ships.
          test: /[\\/]node_modules[\\/]jspdf[\\/]dist[\\/]jspdf\.es\.js$/,
          loader: path.join(root, 'scripts/webpack/jspdf-plugins-loader.cjs'),
        },
        styleRules(production, styles),
      ],
    },
    performance: { hints: false },
    optimization: { chunkIds: production ? 'deterministic' : 'named' },
    stats: 'errors-warnings',
  };
}
/**
 * Writes the policy every page of the build runs under, for hosts to send:
 * the hashes of the inline pieces of all its pages (the first-screen script,
 * each page's styles), so one header fits every page.
 */
class ContentSecurityPolicyPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the pages are rendered (PrerenderPlugin, registered before this one).
        { name: 'ContentSecurityPolicyPlugin', stage: AFTER_FINAL_NAMES },
        () => {
          const pages = compilation
            .getAssets()
            .filter(({ name }) => name.endsWith('.html') && !name.startsWith('embed-demo'))
            .map(({ source }) => source.source().toString());
          // The pages (and the service worker) may send to the delivery address's origin too.
          const connectTo = deliveryUrl ? [new URL(deliveryUrl).origin] : [];
          const policy = `Content-Security-Policy: ${contentSecurityPolicy(pages.join('\n'), { connectTo })}\n`;
          compilation.emitAsset('content-security-policy.txt', new webpack.sources.RawSource(policy));
        },
      );
    });
  }
}

/** Where the Node build of the app goes; it is a build tool, not part of the site. */
const prerenderDir = path.join(root, 'node_modules/.cache/stone-shop-prerender');

let loadedPrerenderer: { mtimeMs: number; module: typeof import('./src/prerender') } | null = null;

/**
 * The Node build of the app (built before the client build), loaded once per
 * version of its file: the page renderer and the service worker's page table
 * share it, and a watch rebuild brings a new one.
 */
function prerenderer(): typeof import('./src/prerender') {
  const bundle = path.join(prerenderDir, 'prerender.js');
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: the prerender build runs first`);
  const { mtimeMs } = fs.statSync(bundle);
  if (loadedPrerenderer?.mtimeMs !== mtimeMs) {
    delete require.cache[require.resolve(bundle)];
    loadedPrerenderer = { mtimeMs, module: require(bundle) as typeof import('./src/prerender') };
  }
  return loadedPrerenderer.module;
}

/**
 * Renders every prerendered page into the client build, as its own assets:
 * after the final file names are known (real content hashes), before the
 * service worker's precache list is made from the assets.
 */
class PrerenderPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: AFTER_FINAL_NAMES },
        async () => {
          const text = (name: string) => {
            const asset = compilation.getAsset(name);
            if (!asset) throw new Error(`PrerenderPlugin: ${name} was not emitted`);
            return asset.source.source().toString();
          };
          const files = await prerenderer().renderSite({
            template: text('app.html'),
            manifest: JSON.parse(text('build-manifest.json')),
            publicPath: String(compilation.outputOptions.publicPath ?? '/'),
            readFile: text,
          });
          // As React wrote them: webpack's HTML minifier (experiments.html) would change text that hydration compares.
          for (const [name, content] of files) {
            compilation.emitAsset(name, new webpack.sources.RawSource(content), { minimized: true });
          }
        },
      );
    });
  }
}

/** The standalone shop's service worker: Workbox precaches every asset of the client build (src/serviceWorker.ts). */
const serviceWorker = () =>
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

/**
 * `STONE_RENDER=client` builds the shop without prerendered pages: every path
 * gets the empty app page and the browser renders it, as before HTML first.
 * The benchmark measures it beside the real build; it is never deployed.
 */
const clientRendered = process.env.STONE_RENDER === 'client';

/**
 * A .br and a .gz beside every file worth compressing, made once at build
 * time at the best settings: `npm start` (sirv) and nginx (gzip_static) send
 * them as they are, instead of compressing on every request.
 */
const precompressed = () =>
  [
    { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
    {
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    },
  ].map(
    (options) =>
      new CompressionPlugin({ ...options, test: /\.(html|js|css|svg|json|txt|xml)$/, exclude: /^hosting\//, threshold: 512 } as ConstructorParameters<typeof CompressionPlugin>[0]),
  );

export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const production = argv.mode !== 'development';
  const hash = production ? '.[contenthash:8]' : '';

  const standalone: Configuration = {
    ...common(production, 'extract'),
    name: 'standalone',
    // The Node build renders this build's pages (PrerenderPlugin).
    dependencies: clientRendered ? [] : ['prerender'],
    entry: { main: './src/main.tsx', [EARLY_EVENTS]: './src/app/earlyEvents/contract.ts' },
    output: {
      path: outDir,
      // Absolute, so deep links such as /product/3 still find the scripts.
      publicPath: process.env.PUBLIC_PATH ?? '/',
      filename: `[name]${hash}.js`,
      // Hash-only names keep the chunk map in the first download small.
      chunkFilename: production ? 'chunks/[contenthash:10].js' : 'chunks/[name].js',
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
        }),
      }),
      new MiniCssExtractPlugin({
        filename: `[name]${hash}.css`,
        chunkFilename: production ? 'chunks/[contenthash:10].css' : 'chunks/[name].css',
      }),
      new PublicFilesPlugin(publicImages),
      new PublicFilesPlugin(() => EMBED_DEMO),
      new BuildManifestPlugin(),
      ...(clientRendered ? [] : [new PrerenderPlugin()]),
      // A client-rendered build has no service worker to register (src/main.tsx).
      new webpack.DefinePlugin({
        'process.env.STONE_RENDER': JSON.stringify(clientRendered ? 'client' : 'prerendered'),
        // The route manifest's build facts stay out of the download (src/app/routes/routeManifest.ts).
        'process.env.STONE_BUNDLE': JSON.stringify('browser'),
        'process.env.STONE_DELIVERY_URL': JSON.stringify(deliveryUrl),
      }),
      new ContentSecurityPolicyPlugin(),
      // Only the production build registers it (src/main.tsx): a development build is never cached.
      ...(production && !clientRendered ? [serviceWorker()] : []),
      ...(production ? precompressed() : []),
      // Host configurations are written from the prerendered pages' table.
      ...(clientRendered ? [] : [new HostConfigsPlugin()]),
    ],
  };

  const embed: Configuration = {
    ...common(production, 'adopt'),
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
      new PublicFilesPlugin(publicImages),
      new webpack.DefinePlugin({
        __STONE_SHOP_GLOBAL__: JSON.stringify(globalName),
        'process.env.STONE_BUNDLE': JSON.stringify('browser'),
      }),
      ...(production ? precompressed() : []),
    ],
  };

  // The app as a Node module, built first: the standalone build runs it to render its pages.
  const prerender: Configuration = {
    ...common(production, 'class-names'),
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
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The screens' titles and descriptions go into the HTML's head instead of a document.
      new webpack.NormalModuleReplacementPlugin(/[\\/]useDocumentTitle$/, (resource: { request: string; context: string }) => {
        if (!resource.context.includes(`${path.sep}prerender`)) {
          resource.request = path.join(root, 'src/app/prerender/headCollector.ts');
        }
      }),
    ],
  };

  return clientRendered ? [standalone] : [prerender, standalone, embed];
};

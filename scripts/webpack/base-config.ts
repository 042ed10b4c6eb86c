// What the three builds (standalone, embed, prerender) share: TypeScript,
// the two loaders that cut third-party code down, resolution of React Router's
// production files and the style rule. Configuration only: each build in
// webpack.config.ts spreads it and adds its entry, output and plugins.
import path from 'node:path';
import type { Configuration } from 'webpack';
import { root } from './paths';
import { styleRules, type StyleOutput } from './style-rules';

export function baseConfig(production: boolean, styles: StyleOutput): Configuration {
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
              // workbox-window's `module` file is compiled down to ES5 (2.3 KB gzipped); its modern build is 1.4 KB.
              'workbox-window$': path.join(root, 'node_modules/workbox-window/build/workbox-window.prod.mjs'),
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
    // Kept between builds in node_modules/.cache/webpack: a second build (a delivering variant, a
    // rebuild) compiles and minifies only what changed. Set values (DefinePlugin) are tracked per module.
    cache: production
      ? { type: 'filesystem', buildDependencies: { config: [path.join(root, 'webpack.config.ts'), path.join(root, 'scripts/webpack/')] } }
      : { type: 'memory' },
    performance: { hints: false },
    optimization: {
      chunkIds: production ? 'deterministic' : 'named',
      // Handed to terser as is: the shop runs on browsers with ES2020, so terser may write its shorter
      // forms. The first visit of / sits at its budget; the third and fourth passes find the last bytes.
      // `pure_getters: true`: reading a property is taken to have no effect, not even the TypeError of
      // reading one from null, so an unused read goes; no code here reads a property for its error
      // (about 0.3 KiB gzipped of the first download; decision 0025).
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 4, pure_getters: true } } },
    },
    stats: 'errors-warnings',
  };
}

// The bare reference build for `npm run bench`: the shop's stack (React 19,
// Redux Toolkit, react-redux, redux-persist, React Router, Formik) in a
// one-screen app, built the way the shop is built (webpack production +
// ts-loader) and nothing else, so its weight and paint times are the floor the
// shop is compared against. Self-contained on purpose: it shares no code or
// config with the shop.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.resolve(here, '../../node_modules');

export default {
  mode: 'production',
  context: here,
  entry: { main: './src/main.tsx' },
  output: {
    path: path.resolve(here, '../../.bench/bare'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // React Router's package exports point at its development build in every
    // mode; a production app (the shop too) uses the production build beside it.
    alias: {
      'react-router$': path.join(modules, 'react-router/dist/production/index.mjs'),
      'react-router/dom$': path.join(modules, 'react-router/dist/production/dom-export.mjs'),
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(here, 'tsconfig.json') },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: path.join(here, 'index.html'), scriptLoading: 'defer' }),
    // Served like the shop: the benchmark's server sends the .br/.gz files made here.
    new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 512 }),
    new CompressionPlugin({
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 512,
    }),
  ],
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};

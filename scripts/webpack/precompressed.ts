// A .br and a .gz beside every file worth compressing, made once at build
// time at the best settings: `npm start` (sirv) and nginx (gzip_static) send
// them as they are, instead of compressing on every request.
// compression-webpack-plugin does the work; this is its two settings.
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { NOT_COMPRESSED } from './beside-the-site';

type CompressionOptions = ConstructorParameters<typeof CompressionPlugin>[0];

export const precompressed = () =>
  [
    { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
    {
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    },
  ].map(
    (options) =>
      new CompressionPlugin({
        ...options,
        test: /\.(html|js|css|svg|json|txt|xml)$/,
        exclude: NOT_COMPRESSED,
        threshold: 512,
      } as CompressionOptions),
  );

// How styles reach the page in each build: one rule chaining sass-loader,
// css-loader (CSS modules with the same class names in every build) and the
// build's own way of delivering the CSS. Configuration of those loaders, not
// a step of our own: the three ways differ only in the first loader.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { root } from './paths';

/**
 * Standalone: extracted files. Embed: each stylesheet becomes a constructable
 * stylesheet that the shops' shadow roots adopt
 * (scripts/webpack/adopt-style-sheet-loader.cjs), never a node in the host's
 * document. Prerendering: only the class names.
 */
export type StyleOutput = 'extract' | 'adopt' | 'class-names';

export function styleRules(production: boolean, output: StyleOutput): RuleSetRule {
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

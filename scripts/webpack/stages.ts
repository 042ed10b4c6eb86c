// The moment in webpack's asset pipeline at which the shop's own build steps
// run. Webpack names its stages but has none for "every file has its final
// name", which is what the page renderer, the build manifest and the policy
// all need.
import webpack from 'webpack';

/** After RealContentHashPlugin has given every file its final name (webpack's OPTIMIZE_HASH stage). */
export const AFTER_FINAL_NAMES = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;

/** A text asset of the compilation, or a clear error naming the step that wanted it. */
export function assetText(compilation: webpack.Compilation, name: string, wantedBy: string): string {
  const asset = compilation.getAsset(name);
  if (!asset) throw new Error(`${wantedBy}: ${name} was not emitted`);
  return asset.source.source().toString();
}

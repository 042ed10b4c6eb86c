// Writes build-manifest.json: which files each named chunk group (entry, route
// or on-demand library) consists of. The page renderer reads it to preload a
// route's code and inline its styles; the budget test and the benchmark read
// it too, since file names carry only hashes.
// Why our own: webpack-manifest-plugin maps one file per chunk name, while a
// route's group is its own chunk plus the shared chunks split out of it; the
// group is what a page must preload, so it is listed as webpack knows it.
import webpack from 'webpack';
import { AFTER_FINAL_NAMES } from './stages';

/** The files a chunk group (entry, route or on-demand piece) consists of. */
const filesOf = (group: webpack.ChunkGroup) => group.chunks.flatMap((chunk) => [...chunk.files]);

export class BuildManifestPlugin {
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

// Puts V8's explicit compile hint at the top of the scripts a page runs as it
// starts (Chrome 136 and later; other browsers read it as a comment): the
// entry that starts the shop and each screen's own code, which renders at once
// when it arrives. Without the hint V8 compiles each function the first time
// it runs, on the main thread, in the tasks that start the shop; with it V8
// compiles the whole file on a background thread while it downloads. Nearly
// everything in these files runs at once (React, the store, the router, the
// shell, the screen), so little is compiled for nothing. Other lazy chunks (the menu,
// the footer, the invoice's PDF library, ...) keep V8's own choice: a visit
// may never need them.
import webpack from 'webpack';
import { buildFactsOf, routeManifest } from '../../src/app/routes/routeManifest';

/** V8 reads the hint only as the file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk groups of every route's screen and of the parts its first screen shows at once (route manifest). */
export const screenGroups = (): string[] => [
  ...new Set(
    routeManifest.flatMap((route) => {
      const { chunk, parts = [] } = buildFactsOf(route);
      return [chunk, ...parts];
    }),
  ),
];

export class CompileHintsPlugin {
  /** `entry`: the entry whose files start the app (main, stone-shop). */
  constructor(private readonly entry: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which would drop the comment), before content hashes and compression.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const groups = [this.entry, ...screenGroups()].flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`CompileHintsPlugin: no chunk group named ${name}`);
            return [group];
          });
          const files = new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])));
          for (const file of files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

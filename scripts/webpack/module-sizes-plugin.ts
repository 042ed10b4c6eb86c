// Writes module-sizes.json: for every script of the standalone build, the
// modules in it and the size of each (its code after the loaders, before
// minification). When the first visit outgrows its budget, the budget test
// compares the modules of the scripts it fetched with the committed list
// (test/budgets/first-load-modules.json) and names those that grew.
// Why our own: webpack-bundle-analyzer and bundle-stats make reports to read
// in a browser; the budget test needs one small table it can diff, in a
// format that stays the same from one library version to the next.
import webpack from 'webpack';
import { AFTER_FINAL_NAMES } from './stages';

/** The report's shape: script file -> module path -> bytes. */
export interface ModuleSizes {
  files: Record<string, Record<string, number>>;
}

/** A module's name without its loaders and leading `./` (`src/app/store.ts`, `node_modules/react-dom/...`). */
const nameOf = (module: webpack.Module, shortener: webpack.Compilation['requestShortener']) =>
  (module.readableIdentifier(shortener).split('!').pop() ?? '').replace(/^\.\//, '').replace(/ \+ \d+ modules?$/, '');

/** A concatenated module (webpack's scope hoisting) stands for the modules it joined. */
const innerModules = (module: webpack.Module): webpack.Module[] => {
  const joined = (module as { modules?: unknown }).modules;
  return Array.isArray(joined) ? (joined as webpack.Module[]) : [module];
};

export class ModuleSizesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ModuleSizesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ModuleSizesPlugin', stage: AFTER_FINAL_NAMES }, () => {
        const files: ModuleSizes['files'] = {};
        for (const chunk of compilation.chunks) {
          const modules: Record<string, number> = {};
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const inner of innerModules(module)) {
              const size = inner.size('javascript');
              if (size === 0) continue;
              const name = nameOf(inner, compilation.requestShortener);
              modules[name] = (modules[name] ?? 0) + Math.round(size);
            }
          }
          for (const file of chunk.files) {
            if (file.endsWith('.js') && compilation.getAsset(file)) files[file] = modules;
          }
        }
        const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset('module-sizes.json', new webpack.sources.RawSource(JSON.stringify({ files: sorted })));
      });
    });
  }
}

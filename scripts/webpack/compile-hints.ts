// Puts V8's explicit compile hint at the top of the file that starts the shop
// (Chrome 136 and later; other browsers read it as a comment). Without it V8
// compiles each function the first time it runs, on the main thread, in the
// one long task that starts the shop; with it V8 compiles the whole file on a
// background thread while it downloads. Nearly all of that file runs at once
// (React, the store, the router, the shell), so little is compiled for
// nothing. Lazy chunks keep V8's own choice: most of them are never needed.
import webpack from 'webpack';

/** V8 reads the hint only as the file's very first line. */
const HINT = '//# allFunctionsCalledOnLoad';

/**
 * `files`: the names of the entry's script (main.<hash>.js, stone-shop.js).
 * After minification (which would drop the comment), before hashing and compression.
 */
export const compileHints = (files: RegExp) =>
  new webpack.BannerPlugin({
    banner: HINT,
    raw: true,
    entryOnly: true,
    include: files,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

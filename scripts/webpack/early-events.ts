// The early event contract (src/app/earlyEvents/contract.ts) and the start of
// the main script after the first paint (startAfterFirstPaint.ts beside it)
// are built as an entry like the app's, then put inline at the top of every
// page by the template (public/index.html), so a tap made before the app's
// code arrives is held. Why our own: html-webpack-plugin inlines nothing by itself, and the
// inlining plugins for it inline every script of an entry; here one minified
// entry goes inline and its file leaves the site.
import type webpack from 'webpack';

/** The contract's entry name. */
export const EARLY_EVENTS = 'early-events';

/** The early answer of forms (src/app/earlyEvents/earlyForms.ts): inline too, kept only in pages with such a form. */
export const EARLY_FORMS = 'early-forms';

/** The minified contract (or `entry`), for the template; its file is not part of the site. */
export function earlyEventsSource(compilation: webpack.Compilation, entry = EARLY_EVENTS): string {
  const files = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`${entry} should be one script, not ${files.length}`);
  const source = compilation.getAsset(files[0] as string)?.source.source().toString() ?? '';
  if (/<\/script/i.test(source)) throw new Error(`${entry} cannot be put inline: it contains </script`);
  compilation.deleteAsset(files[0] as string);
  return source;
}

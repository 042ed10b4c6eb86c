// Embed build only: turns each stylesheet module (css-loader with
// `exportType: 'css-style-sheet'`) into one that registers its sheet with
// src/app/embed/styleSheets.ts, so every shop's shadow root adopts it, and
// re-exports the CSS module's class names. It takes style-loader's place.
const path = require('node:path');

const registry = path.join(__dirname, '../../src/app/embed/styleSheets.ts');

module.exports = function adoptStyleSheetLoader() {};

/** A pitching loader: the stylesheet itself is compiled by the loaders after this one. */
module.exports.pitch = function pitch(remainingRequest) {
  const sheet = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const adopt = JSON.stringify(this.utils.contextify(this.context, registry));
  return [
    `import sheet from ${sheet};`,
    `import { adoptStyleSheet } from ${adopt};`,
    'adoptStyleSheet(sheet);',
    `export * from ${sheet};`,
  ].join('\n');
};

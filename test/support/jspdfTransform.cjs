/**
 * Gives Jest the same jsPDF the shop ships: the webpack loader's cut-down
 * build (core and the invoice's plugins), turned into CommonJS for Node.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const ts = require('typescript');
const jsPdfPluginsLoader = require('../../scripts/webpack/jspdf-plugins-loader.cjs');

const loaderSource = fs.readFileSync(require.resolve('../../scripts/webpack/jspdf-plugins-loader.cjs'), 'utf8');

module.exports = {
  process(source) {
    const { outputText } = ts.transpileModule(jsPdfPluginsLoader(source), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    });
    return { code: outputText };
  },
  // Jest caches transformed files; a change to the loader must refresh them.
  getCacheKey(source) {
    return crypto.createHash('sha256').update(source).update(loaderSource).update(ts.version).digest('hex');
  },
};

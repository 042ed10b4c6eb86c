import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import loader from '../../scripts/webpack/jspdf-plugins-loader.cjs';

const { keepJsPdfPlugins, INVOICE_PLUGINS } = loader;

/** A file laid out like jsPDF's ES build: licence, imports, core, plugins, exports. */
const miniature = [
  '/** @license tiny */',
  "import _typeof from '@babel/runtime/helpers/typeof';",
  "import { zlibSync } from 'fflate';",
  "import { decode } from 'fast-png';",
  'function jsPDF() { return _typeof({}); }',
  'function GState() {}',
  'jsPDF.API = { events: [] };',
  'jsPDF.version = "9.9.9";',
  'var jsPDFAPI = jsPDF.API;',
  'var AcroForm = jsPDF.AcroForm = {};',
  '/**',
  ' * @name png_support',
  ' * @module',
  ' */',
  '(function (jsPDFAPI) {',
  '  jsPDFAPI.png = function () { return decode(zlibSync([])); };',
  '})(jsPDF.API);',
  '/**',
  ' * jsPDF wrapping plugin',
  ' * @name wrapping',
  ' * @module',
  ' */',
  '(function (API) {',
  '  API.wrap = function () { return zlibSync; };',
  '})(jsPDF.API);',
  'export { AcroForm, GState, jsPDF as default, jsPDF };',
].join('\n');

describe('jsPDF plugins loader', () => {
  it('keeps the licence, the core and the named plugins, with only the imports they use', () => {
    const out = keepJsPdfPlugins(miniature, ['wrapping']);
    expect(out.startsWith('/** @license tiny */')).toBe(true);
    expect(out).toContain('jsPDF.version = "9.9.9";');
    expect(out).toContain('API.wrap = function');
    expect(out).toContain("import { zlibSync } from 'fflate';");
    expect(out).toContain("import _typeof from '@babel/runtime/helpers/typeof';");
    expect(out).not.toContain('png');
    expect(out).not.toContain('AcroForm');
    expect(out.trimEnd().endsWith('export { GState, jsPDF as default, jsPDF };')).toBe(true);
  });

  it('drops every plugin when none is named', () => {
    const out = keepJsPdfPlugins(miniature, []);
    expect(out).not.toContain('fflate');
    expect(out).not.toContain('fast-png');
    expect(out).not.toContain('API.wrap');
  });

  it('fails the build when a named plugin or the end of the core cannot be found', () => {
    expect(() => keepJsPdfPlugins(miniature, ['wrapping', 'cell'])).toThrow('plugin(s) not found: cell');
    expect(() => keepJsPdfPlugins(miniature.replace('jsPDF.version', 'jsPDF.release'), [])).toThrow('jsPDF.version');
  });

  it('cuts the installed jsPDF down to its core and the invoice plugins', () => {
    const file = path.join(__dirname, '../../node_modules/jspdf/dist/jspdf.es.js');
    const source = fs.readFileSync(file, 'utf8');
    const out = loader(source);
    expect(INVOICE_PLUGINS).toEqual(['split_text_to_size', 'standard_fonts_metrics']);
    expect(out).toContain('API.splitTextToSize = function');
    expect(out).toContain('API.getStringUnitWidth = function');
    expect(out).not.toContain('jsPDFAPI.addImage = function');
    expect(out).not.toContain("from 'fast-png'");
    expect(out).toMatch(/export \{ .*jsPDF as default, jsPDF \};/);
    // Unminified here; the production build minifies it further (see the budget test).
    expect(zlib.gzipSync(out).length).toBeLessThan(zlib.gzipSync(source).length / 2);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { reportsDirOf } from '../../scripts/build-output.cjs';
import { COMPILE_HINT, screenGroups } from '../../scripts/webpack/compile-hints';

/**
 * V8's explicit compile hint (scripts/webpack/compile-hints.ts): the scripts
 * that start the shop and each screen are compiled on a background thread
 * while they download; V8 reads the hint only on a file's first line.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const read = (file: string) => fs.readFileSync(path.join(distDir, file));
const hinted = (file: string) => read(file).toString().startsWith(COMPILE_HINT);
const groups = (JSON.parse(fs.readFileSync(path.join(reportsDirOf(distDir), 'build-manifest.json'), 'utf8')) as { groups: Record<string, string[]> }).groups;
const scriptsOf = (group: string) => (groups[group] ?? []).filter((file) => file.endsWith('.js'));

it('puts the hint first in the main script, as served plain, gzipped and in brotli', () => {
  const [main] = scriptsOf('main');
  expect(main).toMatch(/^main\.[0-9a-f]+\.js$/);
  const served = [read(main!), zlib.gunzipSync(read(`${main}.gz`)), zlib.brotliDecompressSync(read(`${main}.br`))];
  expect(served.map((bytes) => bytes.toString().startsWith(COMPILE_HINT))).toEqual([true, true, true]);
});

it("puts the hint first in every script of each screen's code, and of the parts its first screen shows", () => {
  const screens = screenGroups();
  expect(screens).toEqual(expect.arrayContaining(['home', 'shop', 'product', 'request-quote', 'request-quote.form']));
  const missing = screens.flatMap((group) => scriptsOf(group).filter((file) => !hinted(file)).map((file) => `${group}: ${file}`));
  expect(missing).toEqual([]);
});

it('leaves code a visit may never need to V8 (the footer, the invoice PDF library)', () => {
  const screenFiles = new Set(screenGroups().flatMap(scriptsOf));
  const onDemand = ['footer', 'invoice-pdf'].flatMap(scriptsOf).filter((file) => !screenFiles.has(file));
  expect(onDemand.length).toBeGreaterThanOrEqual(2);
  expect(onDemand.filter(hinted)).toEqual([]);
});

it("puts the hint first in the embed build's script", () => {
  expect(hinted('embed/stone-shop.js')).toBe(true);
});

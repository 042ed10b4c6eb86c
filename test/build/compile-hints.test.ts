import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * V8's explicit compile hint (scripts/webpack/compile-hints.ts): the script
 * that starts the shop is compiled on a background thread while it
 * downloads; V8 reads the hint only on a file's first line.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const HINT = '//# allFunctionsCalledOnLoad\n';
const read = (file: string) => fs.readFileSync(path.join(distDir, file));

const mainScript = () => {
  // The page is minified: `<script defer src=/main.1234abcd.js>`.
  const src = /<script defer src="?\/(main\.[0-9a-f]+\.js)/.exec(read('app.html').toString())?.[1];
  if (!src) throw new Error('app.html names no deferred main script');
  return src;
};

it('puts the hint first in the main script, as served plain, gzipped and in brotli', () => {
  const main = mainScript();
  const served = [read(main), zlib.gunzipSync(read(`${main}.gz`)), zlib.brotliDecompressSync(read(`${main}.br`))];
  expect(served.map((bytes) => bytes.toString().startsWith(HINT))).toEqual([true, true, true]);
});

it("puts the hint first in the embed build's script", () => {
  expect(read('embed/stone-shop.js').toString().startsWith(HINT)).toBe(true);
});

it('leaves lazy chunks to V8 (most are never needed on a visit)', () => {
  const chunks = fs.readdirSync(path.join(distDir, 'chunks')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((file) => read(`chunks/${file}`).toString().includes('allFunctionsCalledOnLoad'))).toEqual([]);
});

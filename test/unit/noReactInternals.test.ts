import fs from 'node:fs';
import path from 'node:path';

/**
 * Tests and their helpers wait for what the shop shows (waitUntilLive: the
 * `data-hydrating` marks) and never read the private fields React puts on
 * DOM nodes (fiber, props, root container), whose names change between
 * React versions.
 */
const root = path.resolve(__dirname, '../..');
// Built from parts, so this file does not name them itself.
const PRIVATE = new RegExp(['__' + 'react', '_react' + 'RootContainer', '_react' + 'Internals'].join('|'));

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file))
    .map((file) => path.join(folder, file));
}

it('finds no read of React internals in the tests, their helpers, the benchmark or the shop', () => {
  const files = ['test', 'src', 'scripts/bench'].flatMap(sourcesUnder);
  expect(files.length).toBeGreaterThan(100);
  const readers = files.filter((file) => PRIVATE.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(readers).toEqual([]);
});

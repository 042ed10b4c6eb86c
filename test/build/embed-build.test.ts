import fs from 'node:fs';
import path from 'node:path';

/** The embed build as a host site receives it (dist/embed), read from disk. */

it('the embed build has no service worker code at all', () => {
  const embedDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist', 'embed');
  const files = fs.readdirSync(embedDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files).toContain('stone-shop.js');
  const registering = files.filter((file) => fs.readFileSync(path.join(embedDir, file), 'utf8').includes('serviceWorker'));
  expect(registering).toEqual([]);
});

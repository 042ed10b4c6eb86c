import fs from 'node:fs';
import path from 'node:path';
import { version } from '../../package.json';

/** The embed build as a host site receives it (dist/embed), read from disk. */

const embedDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist', 'embed');

it('the embed build has no service worker code at all', () => {
  const files = fs.readdirSync(embedDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files).toContain('stone-shop.js');
  const registering = files.filter((file) => fs.readFileSync(path.join(embedDir, file), 'utf8').includes('serviceWorker'));
  expect(registering).toEqual([]);
});

it("names the shop's version in the script's last line: package.json's, the newest release in CHANGELOG.md", () => {
  const lines = fs.readFileSync(path.join(embedDir, 'stone-shop.js'), 'utf8').trimEnd().split('\n');
  expect(lines.at(-1)).toBe(`/*! stone-shop ${version}, the embeddable shop (CHANGELOG.md) */`);
  // The first "## [x.y.z] - date" heading is the newest release ([Unreleased] above it has no date).
  const changelog = fs.readFileSync(path.resolve(__dirname, '../../CHANGELOG.md'), 'utf8');
  const newest = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/m.exec(changelog);
  expect(newest?.[1]).toBe(version);
  // What the docs quote of the script's last line is this version's.
  for (const doc of ['CHANGELOG.md', 'docs/embedding.md']) {
    const quoted = fs.readFileSync(path.resolve(__dirname, '../..', doc), 'utf8').match(/stone-shop \d+\.\d+\.\d+,/g) ?? [];
    expect({ doc, quoted: [...new Set(quoted)] }).toEqual({ doc, quoted: [`stone-shop ${version},`] });
  }
});

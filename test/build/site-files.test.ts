import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BESIDE_THE_SITE, hostingDirOf, reportsDirOf } from '../../scripts/build-output.cjs';
import { inlineHashes } from '../../scripts/security-headers.cjs';

/**
 * Every file of the published folder (both builds), read from disk: each
 * precompressed variant is its own file compressed, every inline script and
 * style of every page is allowed by the policy every host sends, and nothing
 * that configures a host or reports on the build is among them.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const files = fs
  .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => fs.statSync(path.join(distDir, file)).isFile())
  .sort();
const read = (file: string) => fs.readFileSync(path.join(distDir, file));

const DECODE = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync } as const;
const variants = files.filter((file) => /\.(br|gz)$/.test(file));
const pages = files.filter((file) => file.endsWith('.html'));

const policy = /^Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(hostingDirOf(distDir), 'content-security-policy.txt'), 'utf8'))?.[1] ?? '';
/** A directive's sources as written: `script-src 'self' 'sha256-…'` -> ["'self'", "'sha256-…'"]. */
const sourcesOf = (directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

it('has precompressed variants and pages to check', () => {
  expect(variants.length).toBeGreaterThan(100);
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'product/404.html', 'product/not-found.html', 'embed-demo.html']));
});

it('decodes every .br and .gz to exactly the file beside it', () => {
  const wrong = variants.filter((variant) => {
    const original = variant.slice(0, -3);
    if (!files.includes(original)) return true;
    return !DECODE[path.extname(variant) as keyof typeof DECODE](read(variant)).equals(read(original));
  });
  expect(wrong).toEqual([]);
});

it('lets the policy allow every inline script and style of every page', () => {
  const scriptSources = sourcesOf('script-src');
  const styleSources = sourcesOf('style-src');
  const missing = pages.flatMap((page) => {
    const { scripts, styles } = inlineHashes(read(page).toString('utf8'));
    return [
      ...scripts.filter((hash) => !scriptSources.includes(hash)).map((hash) => `${page}: script ${hash}`),
      ...styles.filter((hash) => !styleSources.includes(hash)).map((hash) => `${page}: style ${hash}`),
    ];
  });
  expect(missing).toEqual([]);
});

it('publishes no host configuration or build report; they are beside the site', () => {
  const outside = [...BESIDE_THE_SITE.hosting, ...BESIDE_THE_SITE.reports];
  expect(files.filter((file) => outside.includes(path.posix.basename(file)) || file.startsWith('hosting/'))).toEqual([]);
  expect(fs.readdirSync(hostingDirOf(distDir)).sort()).toEqual([...BESIDE_THE_SITE.hosting].sort());
  expect(fs.readdirSync(reportsDirOf(distDir)).sort()).toEqual([...BESIDE_THE_SITE.reports].sort());
});

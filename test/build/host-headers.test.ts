import fs from 'node:fs';
import path from 'node:path';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import { inlineHashes } from '../../scripts/security-headers.cjs';
import type { PageTableFile } from '../../scripts/serving-rules.cjs';
import { CLOUDFLARE_HEADER_LIMIT } from '../../scripts/webpack/host-configs-plugin.cjs';
import { parseHeaders, valuesAt } from '../support/headersFile';

/**
 * The `_headers` file of the production build, read in Node as Netlify and
 * Cloudflare Pages read it: Cloudflare drops a line over 2,000 characters,
 * and each page's inline scripts and styles must be allowed by the policy
 * the hosts send at its address. (test/e2e/security.e2e.test.ts watches a
 * browser for violations; this names the line or the page.)
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
const headers = read('_headers');
const rules = parseHeaders(headers);
const { pages } = JSON.parse(fs.readFileSync(path.join(hostingDirOf(distDir), 'prerendered.json'), 'utf8')) as PageTableFile;

/** A directive's sources: `script-src 'self' 'sha256-…'` -> ['self', 'sha256-…'] as written. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

/** An address each page answers: `/product/*` is asked as `/product/unknown`, `*` as an address no route has. */
const addressOf = (pagePath: string) => (pagePath === '*' ? '/kitchen-countertops' : pagePath.replace(/\*$/, 'unknown'));

describe('_headers of the build (Netlify, Cloudflare Pages)', () => {
  it(`keeps every line within Cloudflare's ${CLOUDFLARE_HEADER_LIMIT} characters`, () => {
    const overLong = headers.split('\n').filter((line) => line.length > CLOUDFLARE_HEADER_LIMIT);
    expect(overLong.map((line) => `${line.slice(0, 50)}... (${line.length})`)).toEqual([]);
  });

  it.each(pages.map((page) => [addressOf(page.path), page.file]))(
    'sends %s one policy that allows the inline scripts and styles of %s',
    (address, file) => {
      const policies = valuesAt(rules, address, 'Content-Security-Policy');
      expect(policies).toHaveLength(1);
      const { scripts, styles } = inlineHashes(read(file));
      expect(scripts.length + styles.length).toBeGreaterThan(0);
      const missing = [
        ...scripts.filter((hash) => !sourcesOf(policies[0]!, 'script-src').includes(hash)),
        ...styles.filter((hash) => !sourcesOf(policies[0]!, 'style-src').includes(hash)),
      ];
      expect(missing).toEqual([]);
    },
  );
});

// The shop's Content Security Policy, made by the build from its pages and
// written to dist-hosting/content-security-policy.txt, which every server and host
// sends (scripts/serving-rules.cjs has the other security headers).
const crypto = require('node:crypto');

/** What the shop needs: its own files, data: pictures (the favicon), nothing else. */
const BASE_POLICY = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
];

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A <script> element's `type` that makes it a data block (JSON-LD): the
 * browser never runs one, so script-src does not govern it and it needs no hash.
 */
const isDataBlock = (attributes) => {
  const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
  return type !== undefined && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/**
 * The hashes of the inline <script> (without src, and not a data block) and
 * <style> elements of a page, so exactly those run under the policy and
 * nothing else inline does.
 */
function inlineHashes(html) {
  const unique = (texts) => [...new Set(texts.map(sha256))];
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !isDataBlock(match[1]))
    .map((match) => match[2]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]);
  return { scripts: unique(scripts), styles: unique(styles) };
}

/**
 * The policy for one page: the base policy plus the hashes of its own inline
 * code, and `connectTo`, the origins it may send to besides its own (the
 * delivery address a build was made with, STONE_DELIVERY_URL).
 */
function contentSecurityPolicy(html = '', { connectTo = [] } = {}) {
  const { scripts, styles } = inlineHashes(html);
  const extra = { 'script-src': scripts, 'style-src': styles, 'connect-src': connectTo };
  return BASE_POLICY.map(([name, value]) => [name, value, ...(extra[name] ?? [])].join(' ')).join('; ');
}

module.exports = { contentSecurityPolicy, inlineHashes };

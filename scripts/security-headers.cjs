// The shop's Content Security Policy, made by the build from its pages and
// written to dist/content-security-policy.txt, which every server and host
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
 * The hashes of the inline <script> (without src) and <style> elements of a
 * page, so exactly those run under the policy and nothing else inline does.
 */
function inlineHashes(html) {
  const hashesOf = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => sha256(match[1])))];
  return {
    scripts: hashesOf(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: hashesOf(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
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

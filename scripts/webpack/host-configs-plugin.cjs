// Writes the standalone build's configuration for the hosts it can be put on,
// from the same rules `npm start` and the service worker serve by
// (scripts/serving-rules.cjs over the build's prerendered.json and
// content-security-policy.txt):
// - _headers and _redirects (Netlify, Cloudflare Pages), and for Cloudflare a
//   404.html in each folder with a not-found page of its own;
// - nginx.conf, an nginx `server` block;
// - cloudfront-function.js, for S3 + CloudFront.
// The last two leave the site with the page table and the policy
// (scripts/webpack/beside-the-site.ts, scripts/build-output.cjs).
// Why our own: the rules are this shop's (a page table with per-folder 404
// pages, a forward, a policy whose hashes change with every build). Plugins
// that write these files take hand-written rules, and each knows one host; what
// is generic (matching, headers, compression, serving) is left to the hosts.
const webpack = require('webpack');
const { servingRules } = require('../serving-rules.cjs');
const { cloudFrontFunction } = require('../hosting/cloudfront.cjs');
const { headersFile, nearestNotFoundPages, redirectsFile } = require('../hosting/netlify.cjs');
const { nginxServerBlock } = require('../hosting/nginx.cjs');

/** Cloudflare Pages' limit for one header value; CloudFront's for a function's code. */
const CLOUDFLARE_HEADER_LIMIT = 2000;
const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;

/** The lines of a `_headers` file that Cloudflare Pages would drop. */
const overLong = (headers) => headers.split('\n').filter((line) => line.length > CLOUDFLARE_HEADER_LIMIT);

class HostConfigsPlugin {
  /**
   * `otherBuild`: what a build that runs beside this one publishes in the same
   * site (the embed build's `embed/`), described rather than listed, as its
   * files may not be written yet: `files` by name, and `folders`, each folder
   * whose every file is of one cache class (`{ 'embed/chunks/': 'hashed' }`).
   */
  constructor({ otherBuild = { files: [], folders: {} } } = {}) {
    this.otherBuild = otherBuild;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostConfigsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Last: every file of the build is there, sw.js and the precompressed ones too.
        { name: 'HostConfigsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const read = (name) => compilation.getAsset(name)?.source.source().toString() ?? null;
          const rules = servingRules(read);
          const files = [...compilation.getAssets().map((asset) => asset.name), ...this.otherBuild.files];
          // Pages are as the renderer wrote them: webpack's minimizer must leave a copy alone too, or its
          // .br/.gz (made from the copy as emitted) and the policy's hashes would describe another page.
          const emit = (name, text) => compilation.emitAsset(name, new webpack.sources.RawSource(text), { minimized: true });
          const headers = headersFile(rules, files, this.otherBuild.folders);
          emit('_headers', headers);
          emit('_redirects', redirectsFile(rules));
          for (const [name, page] of nearestNotFoundPages(rules)) emit(name, read(page));
          emit('nginx.conf', nginxServerBlock(rules));
          const cloudFront = cloudFrontFunction(rules);
          emit('cloudfront-function.js', cloudFront);

          const warn = (message) => compilation.warnings.push(new webpack.WebpackError(`HostConfigsPlugin: ${message}`));
          for (const line of overLong(headers)) {
            warn(`_headers: "${line.slice(0, 60)}..." is ${line.length} characters; Cloudflare Pages drops header lines over ${CLOUDFLARE_HEADER_LIMIT} (docs/deploying.md)`);
          }
          if (Buffer.byteLength(cloudFront) > CLOUDFRONT_FUNCTION_LIMIT) {
            warn(`cloudfront-function.js is ${Buffer.byteLength(cloudFront)} bytes; CloudFront takes at most ${CLOUDFRONT_FUNCTION_LIMIT}`);
          }
        },
      );
    });
  }
}

module.exports = { HostConfigsPlugin, CLOUDFLARE_HEADER_LIMIT };

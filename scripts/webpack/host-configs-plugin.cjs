// Writes the standalone build's configuration for the hosts it can be put on,
// from the same rules `npm start` and the service worker serve by
// (scripts/serving-rules.cjs over the build's prerendered.json and
// content-security-policy.txt):
// - _headers and _redirects (Netlify, Cloudflare Pages), and for Cloudflare a
//   404.html in each folder with a not-found page of its own;
// - hosting/nginx.conf, an nginx `server` block;
// - hosting/cloudfront-function.js, for S3 + CloudFront.
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
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostConfigsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Last: every file of the build is there, sw.js and the precompressed ones too.
        { name: 'HostConfigsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const read = (name) => compilation.getAsset(name)?.source.source().toString() ?? null;
          const rules = servingRules(read);
          const files = compilation.getAssets().map((asset) => asset.name);
          const emit = (name, text) => compilation.emitAsset(name, new webpack.sources.RawSource(text));
          const headers = headersFile(rules, files);
          emit('_headers', headers);
          emit('_redirects', redirectsFile(rules));
          for (const [name, page] of nearestNotFoundPages(rules)) emit(name, read(page));
          emit('hosting/nginx.conf', nginxServerBlock(rules));
          const cloudFront = cloudFrontFunction(rules);
          emit('hosting/cloudfront-function.js', cloudFront);

          const warn = (message) => compilation.warnings.push(new webpack.WebpackError(`HostConfigsPlugin: ${message}`));
          for (const line of overLong(headers)) {
            warn(`_headers: "${line.slice(0, 60)}..." is ${line.length} characters; Cloudflare Pages drops header lines over ${CLOUDFLARE_HEADER_LIMIT} (README "Deploying")`);
          }
          if (Buffer.byteLength(cloudFront) > CLOUDFRONT_FUNCTION_LIMIT) {
            warn(`hosting/cloudfront-function.js is ${Buffer.byteLength(cloudFront)} bytes; CloudFront takes at most ${CLOUDFRONT_FUNCTION_LIMIT}`);
          }
        },
      );
    });
  }
}

module.exports = { HostConfigsPlugin, CLOUDFLARE_HEADER_LIMIT };

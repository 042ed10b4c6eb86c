// Writes content-security-policy.txt, the policy every page of the build runs
// under: the hashes of the inline pieces of all its pages (the early event
// contract, each page's styles), so one header fits every page. Servers and
// host configurations send it (scripts/serving-rules.cjs).
// Why our own: csp-html-webpack-plugin and its kin hash what html-webpack-plugin
// writes and put a <meta> tag in it; these pages are written later, by the
// prerenderer, and a <meta> policy cannot carry frame-ancestors.
import webpack from 'webpack';
import { contentSecurityPolicy } from '../security-headers.cjs';
import { deliveryOrigins } from './delivery-url';
import { AFTER_FINAL_NAMES } from './stages';

export class ContentSecurityPolicyPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the pages are rendered (PrerenderPlugin, registered before this one).
        { name: 'ContentSecurityPolicyPlugin', stage: AFTER_FINAL_NAMES },
        () => {
          const pages = compilation
            .getAssets()
            .filter(({ name }) => name.endsWith('.html') && !name.startsWith('embed-demo'))
            .map(({ source }) => source.source().toString());
          // The pages (and the service worker) may send to the delivery address's origin too.
          const policy = `Content-Security-Policy: ${contentSecurityPolicy(pages.join('\n'), { connectTo: deliveryOrigins() })}\n`;
          compilation.emitAsset('content-security-policy.txt', new webpack.sources.RawSource(policy));
        },
      );
    });
  }
}

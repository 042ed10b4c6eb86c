// Takes the files that configure hosts and report on the build out of the
// site: they are made as assets like any other (the page renderer, the policy
// and the host configurations read each other's from the compilation), then,
// last of all, removed from it and written to the folders beside the site
// (scripts/build-output.cjs), which each build empties first.
// Why our own: webpack writes every asset under output.path, and the plugins
// that copy or move files do it after the build, from disk, where these files
// would already be in the published folder.
import fs from 'node:fs';
import webpack from 'webpack';
import { BESIDE_THE_SITE, hostingDirOf, outsideTheSite, reportsDirOf } from '../build-output.cjs';

/** After HostConfigsPlugin (REPORT), which reads the page table and the policy. */
const AFTER_THE_REPORTS = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;

/** Never precompressed: they leave the site, and hosts read them as they are. */
export const NOT_COMPRESSED = new RegExp(`^(${[...BESIDE_THE_SITE.hosting, ...BESIDE_THE_SITE.reports].map((name) => name.replace(/\./g, '\\.')).join('|')})$`);

export class BesideTheSitePlugin {
  apply(compiler: webpack.Compiler) {
    let taken = new Map<string, Buffer>();
    compiler.hooks.thisCompilation.tap('BesideTheSitePlugin', (compilation) => {
      taken = new Map();
      compilation.hooks.processAssets.tap({ name: 'BesideTheSitePlugin', stage: AFTER_THE_REPORTS }, () => {
        const siteDir = compilation.outputOptions.path ?? '';
        for (const { name, source } of compilation.getAssets()) {
          const target = outsideTheSite(siteDir, name);
          if (!target) continue;
          taken.set(target, source.buffer());
          compilation.deleteAsset(name);
        }
      });
    });
    compiler.hooks.afterEmit.tap('BesideTheSitePlugin', (compilation) => {
      const siteDir = compilation.outputOptions.path ?? '';
      for (const dir of [hostingDirOf(siteDir), reportsDirOf(siteDir)]) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
      }
      for (const [target, content] of taken) fs.writeFileSync(target, content);
    });
  }
}

// Where a build's files go. The site folder (dist/, or STONE_DIST) holds only
// what a visitor may fetch, and is what every host publishes; what configures a
// host and what the build reports about itself are written beside it, in two
// folders named after it, so a second build elsewhere keeps its own:
// - dist-hosting/: the nginx server block, the CloudFront function, and the two
//   facts every server and host configuration is made from (the page table and
//   the Content Security Policy), which `npm start` reads at start;
// - dist-reports/: the chunk groups and module sizes, for the page renderer's
//   checks, the budget test and the benchmark.
// `_headers` and `_redirects` stay in the site folder, where Netlify and
// Cloudflare Pages read them without serving them; servers refuse them too.
const path = require('node:path');

/** The files written beside the site, by folder. */
const BESIDE_THE_SITE = {
  hosting: ['prerendered.json', 'content-security-policy.txt', 'nginx.conf', 'cloudfront-function.js'],
  reports: ['build-manifest.json', 'module-sizes.json'],
};

/** Files of the site folder that only hosts read: answered as not found, as those hosts do. */
const HOST_ONLY_FILES = ['_headers', '_redirects'];

const besideTheSite = (siteDir, folder) => `${path.resolve(siteDir)}-${folder}`;

/** `dist` -> `dist-hosting`. */
const hostingDirOf = (siteDir) => besideTheSite(siteDir, 'hosting');

/** `dist` -> `dist-reports`. */
const reportsDirOf = (siteDir) => besideTheSite(siteDir, 'reports');

/** The folder beside the site (`hosting`, `reports`) that a file the build makes under `name` goes to, if any. */
const besideFolderOf = (name) => Object.keys(BESIDE_THE_SITE).find((key) => BESIDE_THE_SITE[key].includes(name)) ?? null;

/** Where a file the build makes under `name` is written outside the site, or null when it belongs to the site. */
function outsideTheSite(siteDir, name) {
  const folder = besideFolderOf(name);
  return folder ? path.join(besideTheSite(siteDir, folder), name) : null;
}

/** Whether a visitor may fetch a file the build makes under `name` (a path in the site). */
const isPublished = (name) => besideFolderOf(name) === null && !HOST_ONLY_FILES.includes(name);

module.exports = { BESIDE_THE_SITE, HOST_ONLY_FILES, hostingDirOf, reportsDirOf, outsideTheSite, isPublished };

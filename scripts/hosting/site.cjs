// What every host configuration is made from: the build's serving rules
// (scripts/serving-rules.cjs) and the list of its files, in the shapes the
// generators beside this file need.
const { isPublished } = require('../build-output.cjs');
const { CACHE_POLICY, cacheRuleFor } = require('../serving-rules.cjs');

/** Not the files that leave the site or only hosts read, nor the precompressed variants of files (served for the file itself). */
const isServed = (file) => !/\.(br|gz)$/.test(file) && isPublished(file);

/** Pages that answer every address below a folder (`/track-order/*`), longest first, and `*` last. */
const prefixPages = (pages) =>
  pages.filter((page) => page.path.endsWith('/*')).sort((a, b) => b.path.length - a.path.length);

/**
 * Which Cache-Control each address of the site gets, folded into folders where
 * every address below one gets the same (`/chunks/*`), for hosts that match
 * headers by path pattern. Addresses are the files and the pages' paths;
 * `keep(file)` leaves some out. `folders` names folders whose every file is of
 * one cache class without listing them (`{ 'embed/chunks/': 'hashed' }`).
 */
function cacheByPath(rules, files, keep = () => true, folders = {}) {
  const entries = [
    ...files.filter((file) => isServed(file) && keep(file)).map((file) => [`/${file}`, cacheRuleFor(file).name]),
    ...Object.entries(folders).map(([folder, name]) => [`/${folder}*`, name]),
    ...rules.pages
      .filter((page) => page.path.startsWith('/') && keep(page.file))
      .map((page) => [page.path.replace(/\/\*$/, '/'), cacheRuleFor(page.file).name]),
  ];
  const folded = [];
  const fold = (prefix, below) => {
    const names = new Set(below.map(([, name]) => name));
    if (prefix !== '/' && names.size === 1) {
      folded.push([`${prefix}*`, [...names][0]]);
      return;
    }
    const folders = new Map();
    for (const [address, name] of below) {
      const rest = address.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash < 0) folded.push([address, name]);
      else folders.set(rest.slice(0, slash), [...(folders.get(rest.slice(0, slash)) ?? []), [address, name]]);
    }
    for (const [folder, inside] of folders) fold(`${prefix}${folder}/`, inside);
  };
  fold('/', entries);
  const value = Object.fromEntries(CACHE_POLICY.map((rule) => [rule.name, rule.value]));
  return folded.filter(([address]) => address !== '/*').map(([address, name]) => [address, value[name]]);
}

module.exports = { isServed, prefixPages, cacheByPath };

// A remark rule for `npm run lint:links`: a file or folder of the repository
// named in inline code must be a link, so that the link check follows it and
// a rename or removal fails the lint instead of leaving a stale name behind.
//
// A name counts when, read from the repository root, it is an existing file at
// the root (`package.json`) or an existing path under a top-level folder
// (`src/app/store.ts`, `scripts/webpack/`), outside the folders .gitignore
// names. Placeholders (`src/features/<name>`), globs, addresses of the built
// site (`/cart`, `embed/chunks/*`) and fenced code blocks are left alone, as
// is inline code in a heading.
import fs from 'node:fs';
import path from 'node:path';

/** Top-level names .gitignore excludes (`dist/`, `node_modules/`, `*.log` is not a name). */
function ignoredNames(root) {
  const file = path.join(root, '.gitignore');
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/^\/|\/$/g, ''))
      .filter((line) => line && !line.startsWith('#') && !/[*?[!]/.test(line)),
  );
}

/** Whether `text` names a file or folder of the repository at `root`. */
export function namesRepositoryPath(text, root, ignored = ignoredNames(root)) {
  if (!text || /[\s<>*{}?#:'"`|$=]/.test(text) || /^(\.{0,2}\/|~)/.test(text)) return false;
  const name = text.replace(/\/+$/, '');
  const [first] = name.split('/');
  if (ignored.has(first) || !fs.existsSync(path.join(root, name))) return false;
  // A single name counts as a file at the root with an extension, or a root folder written with its slash.
  if (!name.includes('/')) return text.endsWith('/') ? fs.statSync(path.join(root, name)).isDirectory() : /\.\w+$/.test(name);
  return fs.statSync(path.join(root, first)).isDirectory();
}

export default function remarkLinkedPaths() {
  return (tree, file) => {
    const root = file.cwd;
    const ignored = ignoredNames(root);
    const visit = (node, insideLinkOrHeading) => {
      if (node.type === 'inlineCode' && !insideLinkOrHeading && namesRepositoryPath(node.value, root, ignored)) {
        file.message(`\`${node.value}\` names a file of the repository: make it a link, so the link check follows it`, {
          place: node.position,
          ruleId: 'linked-paths',
          source: 'remark-linked-paths',
        });
      }
      const inside = insideLinkOrHeading || ['link', 'linkReference', 'heading'].includes(node.type);
      for (const child of node.children ?? []) visit(child, inside);
    };
    visit(tree, false);
  };
}

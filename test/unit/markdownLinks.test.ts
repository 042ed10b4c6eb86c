import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The Markdown link check of `npm test` (`npm run lint:links`, .remarkrc.mjs)
// run on a folder of its own: it passes links that lead somewhere and fails,
// naming each, on a missing file or heading, and on a file of the repository
// named in inline code without a link (which the check would not follow).

const root = path.resolve(__dirname, '../..');
const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['lint:links']!;

/** The script's own command, on `folder`, with the project's configuration and its remark. */
function checkLinks(folder: string) {
  const [command, ...args] = script.split(' ');
  expect(command).toBe('remark');
  const withPaths = args.map((arg) => (arg === '.remarkrc.mjs' || arg === '.gitignore' ? path.join(root, arg) : arg));
  return spawnSync(process.execPath, [path.join(root, 'node_modules/remark-cli/cli.js'), ...withPaths], { cwd: folder, encoding: 'utf8' });
}

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-links-'));
  fs.mkdirSync(path.join(folder, 'docs'));
  fs.writeFileSync(path.join(folder, 'docs/other.md'), '# Other\n\n## Known differences between hosts\n');
  fs.mkdirSync(path.join(folder, 'src/app'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'src/app/store.ts'), '');
  fs.writeFileSync(path.join(folder, 'package.json'), '{}');
  fs.mkdirSync(path.join(folder, 'dist'));
  fs.writeFileSync(path.join(folder, 'dist/sw.js'), '');
  fs.writeFileSync(path.join(folder, '.gitignore'), 'dist/\n');
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const write = (links: string) => fs.writeFileSync(path.join(folder, 'README.md'), `# Shop\n\n## Two commands\n\n${links}\n`);

it('passes links to files and headings that exist', () => {
  write('[here](#two-commands), [there](docs/other.md), [a section](docs/other.md#known-differences-between-hosts)');
  const run = checkLinks(folder);
  expect([run.status, run.stderr]).toEqual([0, '']);
});

it.each([
  ['a missing file', '[gone](docs/gone.md)', 'Cannot find file `docs/gone.md`'],
  ['a missing heading here', '[gone](#three-commands)', 'Cannot find heading for `#three-commands`'],
  ['a missing heading in another file', '[gone](docs/other.md#deploying)', 'Cannot find heading for `#deploying` in `docs/other.md`'],
])('fails on %s and names it', (_, link, message) => {
  write(link);
  const run = checkLinks(folder);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(message);
});

it('passes files of the repository named as links, and names that are not files of it', () => {
  write(
    [
      '[`src/app/store.ts`](src/app/store.ts), [`src/app/`](src/app/), [`package.json`](package.json);',
      'a placeholder `src/features/<name>`, a page `/cart`, a built file `dist/sw.js` (ignored),',
      'a name without its folder `store.ts`, a missing `src/app/gone.ts`, a command `npm test`.',
      '',
      '```sh',
      'cat src/app/store.ts',
      '```',
      '',
      '## In `src/app/store.ts`',
    ].join('\n'),
  );
  const run = checkLinks(folder);
  expect([run.status, run.stderr]).toEqual([0, '']);
});

it.each([
  ['a source file', '`src/app/store.ts`'],
  ['a folder', '`src/app/`'],
  ['a file at the root', '`package.json`'],
])('fails on %s named in inline code without a link, and names it', (_, text) => {
  write(`See ${text}.`);
  const run = checkLinks(folder);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`${text} names a file of the repository: make it a link`);
});

/**
 * A published delivery schema never changes: receivers validate against the
 * file they downloaded, so a change in place makes them refuse what the shop
 * sends (docs/decisions/0034-delivery-schema-versions.md). A change is a new
 * file beside the old ones, with a new `schemaVersion`.
 *
 * Two checks. The frozen hashes below hold in any checkout (a shallow CI
 * clone, a copy without .git), and a new file fails until its hash is added
 * here, in the same review. Where the repository's history is there, each
 * file must also equal the content of the commit that added it, so a hash
 * edited to match an edited file is caught too.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const schemas = path.join(root, 'schemas');

/** SHA-256 of each published file as first published (line endings as \n). */
const PUBLISHED: Record<string, string> = {
  // 1.0.0: orders, quote requests and messages.
  'delivery-v1.schema.json': '4c3ce7d6c60ef6390e377a4fb58e9f413a4ac861c39b9e9ccd44c9ecbbdaf767',
  // 2.0.0: with record keys, updates, the trap field and an order's e-mail.
  'delivery-v2.schema.json': '1d139c4032444f2d123a191c9b80252f1223f0a267fe620d88c6fad65998ae53',
};

const asPublished = (text: string) => text.replace(/\r\n/g, '\n');
const sha256 = (text: string) => createHash('sha256').update(asPublished(text)).digest('hex');
const files = fs.readdirSync(schemas).filter((name) => name.endsWith('.json')).sort();

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 16 * 1024 * 1024 });

/** Whether the full history is here: git, a repository, and not a shallow clone (whose oldest commit is not the first). */
function fullHistory(): boolean {
  try {
    return git('rev-parse', '--is-shallow-repository').trim() === 'false';
  } catch {
    return false;
  }
}

describe('the published delivery schemas', () => {
  it('are each listed with the hash of their first publication', () => {
    expect(files).toEqual(Object.keys(PUBLISHED).sort());
  });

  it.each(files)('%s is as first published (frozen hash)', (name) => {
    expect(sha256(fs.readFileSync(path.join(schemas, name), 'utf8'))).toBe(PUBLISHED[name]);
  });

  // Without the history (a shallow clone, no .git) the frozen hashes above are the check.
  (fullHistory() ? it.each(files) : it.skip.each(files))('%s is as in the commit that added it (git history)', (name) => {
    const file = `schemas/${name}`;
    const added = git('log', '--diff-filter=A', '--format=%H', '--', file).trim().split('\n').filter(Boolean).at(-1);
    if (!added) {
      // Not committed yet: it is new in this working tree, and its first commit will be the reference.
      expect(() => git('ls-files', '--error-unmatch', file)).toThrow();
      return;
    }
    expect(asPublished(fs.readFileSync(path.join(root, file), 'utf8'))).toBe(asPublished(git('show', `${added}:${file}`)));
  });
});

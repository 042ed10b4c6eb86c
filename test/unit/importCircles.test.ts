import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * No file in src/ reaches itself through its imports, type-only imports and
 * lazy import() calls included. ESLint's import/no-cycle skips type imports
 * (they vanish from the build), yet a circle through types still ties the
 * files' meaning together: store.ts once reached the cart's screens through a
 * type. The check is dpdm's, run by test/support/importCircles.cjs.
 */

const root = path.resolve(__dirname, '../..');

function importCircles(cwd: string, ...patterns: string[]): string[][] {
  const run = spawnSync(process.execPath, [path.join(root, 'test/support/importCircles.cjs'), cwd, ...patterns], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`finding import circles failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

describe('import circles', () => {
  let sample: string;
  beforeAll(() => {
    // Three files that only ever import each other's types, in a ring.
    sample = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-circle-'));
    const files = { 'store.ts': 'hooks', 'hooks.ts': 'screen', 'screen.ts': 'store' };
    for (const [file, next] of Object.entries(files)) {
      const name = path.basename(file, '.ts');
      fs.writeFileSync(
        path.join(sample, file),
        `import type { ${next} } from './${next}';\nexport interface ${name} { next?: ${next} }\n`,
      );
    }
  });
  afterAll(() => fs.rmSync(sample, { recursive: true, force: true }));

  it('are found when they run through type imports only', () => {
    const circles = importCircles(sample, '*.ts');
    expect(circles).toHaveLength(1);
    expect([...(circles[0] ?? [])].sort()).toEqual(['hooks.ts', 'screen.ts', 'store.ts']);
  }, 60_000);

  it('do not exist in src/', () => {
    expect(importCircles(root, 'src/**/*.{ts,tsx}')).toEqual([]);
  }, 120_000);
});

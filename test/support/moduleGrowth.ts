import fs from 'node:fs';
import path from 'node:path';

/**
 * What the first download is made of, module by module, against the list
 * committed in test/budgets/first-load-modules.json: when the budget test
 * fails it prints which modules grew, so an overrun names its cause.
 * Sizes are the build's module-sizes.json (scripts/webpack/module-sizes-plugin.ts):
 * each module's code after the loaders, before minification.
 */

export type ModuleTable = Record<string, number>;

export interface CommittedModules {
  about: string;
  modules: ModuleTable;
}

export const COMMITTED_MODULES = path.resolve(__dirname, '../budgets/first-load-modules.json');

/** The environment variable that rewrites the committed list from the current build (docs/performance.md). */
export const REFRESH_VARIABLE = 'UPDATE_FIRST_LOAD_MODULES';

/** The modules of the given scripts of a build, summed by module. */
export function modulesOf(moduleSizes: { files: Record<string, ModuleTable> }, scripts: string[]): ModuleTable {
  const table: ModuleTable = {};
  for (const script of scripts) {
    for (const [name, bytes] of Object.entries(moduleSizes.files[script] ?? {})) table[name] = (table[name] ?? 0) + bytes;
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

/** Lines naming each module that is new or grew, largest growth first, then the total change. */
export function growthReport(committed: ModuleTable, current: ModuleTable): string[] {
  const grown = Object.entries(current)
    .map(([name, bytes]) => ({ name, bytes, before: committed[name] }))
    .filter(({ bytes, before }) => before === undefined || bytes > before)
    .sort((a, b) => b.bytes - (b.before ?? 0) - (a.bytes - (a.before ?? 0)));
  const gone = Object.keys(committed).filter((name) => !(name in current));
  const total = (table: ModuleTable) => Object.values(table).reduce((sum, bytes) => sum + bytes, 0);
  const change = total(current) - total(committed);
  return [
    ...grown.map(({ name, bytes, before }) =>
      before === undefined ? `  +${bytes} B  ${name} (new in the first download)` : `  +${bytes - before} B  ${name} (${before} -> ${bytes} B)`,
    ),
    ...gone.map((name) => `  -${committed[name]} B  ${name} (no longer in the first download)`),
    `  ${change >= 0 ? '+' : ''}${change} B in all, before minification`,
  ];
}

export const readCommitted = (): CommittedModules => JSON.parse(fs.readFileSync(COMMITTED_MODULES, 'utf8')) as CommittedModules;

export function writeCommitted(modules: ModuleTable) {
  const about =
    'Modules of the first visit of / (scripts fetched before the shop is live) with their size before minification. ' +
    `Written by test/e2e/budget.e2e.test.ts with ${REFRESH_VARIABLE}=1 after a build (npm run budget:modules); ` +
    'eslint.config.mjs reads the src/ files for the first-load lint zone.';
  fs.writeFileSync(COMMITTED_MODULES, `${JSON.stringify({ about, modules }, null, 2)}\n`);
}

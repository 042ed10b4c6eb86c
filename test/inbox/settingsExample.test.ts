import fs from 'node:fs';
import path from 'node:path';
import { readConfig, readLogLevel, readStorageTarget } from '../../inbox/config';
import { REPO_ROOT } from '../../inbox/paths';

// inbox/.env.example lists every setting the inbox reads (inbox/config.ts) and nothing else, and
// the settings it leaves switched on start an inbox as they stand.

const example = fs.readFileSync(path.join(REPO_ROOT, 'inbox/.env.example'), 'utf8');
/** `NAME=value` lines, and `# NAME=value` lines (a setting left at its default). */
const SETTING_LINE = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/;
const settingLines = example
  .split('\n')
  .map((line) => SETTING_LINE.exec(line))
  .filter((match) => match !== null);

/** The names config.ts reads: as written in its source, and as asked for when it runs. */
function namesConfigReads(): string[] {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'inbox/config.ts'), 'utf8');
  const names = new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
  const asked = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === 'string') names.add(name);
      return name === 'SHOP_ORIGIN' ? 'https://shop.example' : undefined;
    },
  });
  readConfig(asked);
  readStorageTarget(asked);
  readLogLevel(asked);
  return [...names].sort();
}

it('names every setting the inbox reads, once, and nothing else', () => {
  const named = settingLines.map((match) => match[2]!);
  expect(new Set(named).size).toBe(named.length);
  expect([...named].sort()).toEqual(namesConfigReads());
});

it('starts an inbox with the settings it switches on, and each example value is one the inbox takes', () => {
  const on = Object.fromEntries(settingLines.filter((match) => !match[1]).map((match) => [match[2]!, match[3]!]));
  expect(Object.keys(on)).toEqual(['SHOP_ORIGIN']);
  expect(readConfig(on).shopOrigins).toEqual(['http://localhost:8080']);
  // Every example at once (the storage and mail lines are each other's alternatives, all valid).
  const all = Object.fromEntries(settingLines.map((match) => [match[2]!, match[3]!]));
  expect(() => readConfig(all)).not.toThrow();
});

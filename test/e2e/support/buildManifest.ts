import fs from 'node:fs';
import path from 'node:path';
import { reportsDirOf } from '../../../scripts/build-output.cjs';

/** The production build the end-to-end tests run against (STONE_DIST, else dist/). */
export const distDir = path.resolve(__dirname, '../../..', process.env.STONE_DIST ?? 'dist');

/** The files of the named chunk groups (the entry, a route, an on-demand piece), from the build's manifest. */
export function groupFiles(...names: string[]): string[] {
  const { groups } = JSON.parse(fs.readFileSync(path.join(reportsDirOf(distDir), 'build-manifest.json'), 'utf8')) as {
    groups: Record<string, string[]>;
  };
  return names.flatMap((name) => groups[name] ?? []);
}

import path from 'node:path';

/**
 * The repository's root. This file runs from inbox/ (tests, ts-node) or from
 * .inbox-build/inbox/ (npm run inbox, which compiles the shop's rules beside it).
 */
export const REPO_ROOT = path.resolve(__dirname, path.basename(path.dirname(__dirname)) === '.inbox-build' ? '../..' : '..');

/** The delivery contract's published versions (schemas/): each file stays as it was first published. */
export type SchemaVersion = 1 | 2;
export const SCHEMA_FILES: Record<SchemaVersion, string> = {
  1: path.join(REPO_ROOT, 'schemas', 'delivery-v1.schema.json'),
  2: path.join(REPO_ROOT, 'schemas', 'delivery-v2.schema.json'),
};
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'inbox', 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.inbox-data');

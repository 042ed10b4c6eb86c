import path from 'node:path';

/**
 * The repository's root. This file runs from inbox/ (tests, ts-node) or from
 * .inbox-build/inbox/ (npm run inbox, which compiles the shop's rules beside it).
 */
export const REPO_ROOT = path.resolve(__dirname, path.basename(path.dirname(__dirname)) === '.inbox-build' ? '../..' : '..');

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schemas', 'delivery-v1.schema.json');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'inbox', 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.inbox-data');

import path from 'node:path';

/**
 * The repository's root. This file runs from inbox/ (tests, ts-node) or from
 * .inbox-build/ (npm run inbox); both sit directly under the root.
 */
export const REPO_ROOT = path.resolve(__dirname, '..');

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schemas', 'delivery-v1.schema.json');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'inbox', 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.inbox-data');

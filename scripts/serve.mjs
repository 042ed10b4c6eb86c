// `npm start` / `npm run serve`: serves dist/ on http://localhost:8080 (scripts/server.cjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startServer } = require('./server.cjs');

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', flag('root', 'dist'));
const port = Number(flag('port', process.env.PORT || 8080));
// localhost for people; the tests and the benchmark start their own server on 127.0.0.1.
const host = flag('host', 'localhost');

// --watch: beside `npm run watch`, whose rebuilds change the files while they are served.
const { url } = await startServer({ root, port, host, compress: true, live: args.includes('--watch') });
console.log(`Shop running at ${url} (serving ${root}). Press Ctrl+C to stop.`);

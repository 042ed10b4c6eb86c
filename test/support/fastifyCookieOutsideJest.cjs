// @fastify/cookie loads the `cookie` package with `import()` (whichever major the lock holds: see
// package.json's overrides and docs/decisions/0040-node-20-with-cookie-1.md), which Jest's module
// sandbox refuses unless Node runs with --experimental-vm-modules (as for PGlite, see
// pgliteOutsideJest.cjs). Tests load it with Node's own require; jest.config.cjs maps
// '@fastify/cookie' here.
if (typeof process.getBuiltinModule !== 'function') {
  throw new Error('The inbox tests need Node 20.19 or later (package.json engines).');
}
const { createRequire } = process.getBuiltinModule('node:module');

module.exports = createRequire(__filename)('@fastify/cookie');

// @fastify/cookie loads the `cookie` package with `import()`, which Jest's module sandbox refuses
// unless Node runs with --experimental-vm-modules (as for PGlite, see pgliteOutsideJest.cjs).
// Tests load it with Node's own require; jest.config.cjs maps '@fastify/cookie' here.
if (typeof process.getBuiltinModule !== 'function') {
  throw new Error('The inbox tests need Node 20.16 or later (process.getBuiltinModule).');
}
const { createRequire } = process.getBuiltinModule('node:module');

module.exports = createRequire(__filename)('@fastify/cookie');

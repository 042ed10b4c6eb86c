// PGlite reads its own files with `import('fs/promises')`, which Jest's module sandbox
// refuses unless Node runs with --experimental-vm-modules. Tests load PGlite with Node's
// own require instead (outside the sandbox), so `npx jest <file>` works as it is.
// jest.config.cjs maps '@electric-sql/pglite' here for the projects that start an inbox.
// Jest's own 'node:module' returns a sandboxed require: process.getBuiltinModule (Node 20.16+)
// gives the real one.
if (typeof process.getBuiltinModule !== 'function') {
  throw new Error('The inbox tests need Node 20.16 or later (process.getBuiltinModule).');
}
const { createRequire } = process.getBuiltinModule('node:module');

module.exports = createRequire(__filename)('@electric-sql/pglite');

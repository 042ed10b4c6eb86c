// Four projects: fast unit/integration tests in jsdom, the reference inbox's tests in
// Node (PGlite, and PostgreSQL when DATABASE_URL is set), checks of the production
// build's files in Node, and end-to-end tests that drive system Chromium against it.
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.jest.json', diagnostics: false }];

module.exports = {
  // Jest's usual output, then the ten slowest test files of the run.
  reporters: ['default', '<rootDir>/test/support/slowestFiles.cjs'],
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit', '<rootDir>/test/integration'],
      transform: {
        '^.+\\.tsx?$': tsJest,
        'jspdf[\\\\/]dist[\\\\/]jspdf\\.es\\.js$': '<rootDir>/test/support/jspdfTransform.cjs',
      },
      // jsPDF as the build ships it (see scripts/webpack/jspdf-plugins-loader.cjs).
      transformIgnorePatterns: ['/node_modules/(?!jspdf/dist/jspdf\\.es\\.js$)'],
      moduleNameMapper: {
        '\\.(s?css)$': '<rootDir>/test/support/styleStub.cjs',
        '^jspdf$': '<rootDir>/node_modules/jspdf/dist/jspdf.es.js',
      },
      setupFiles: ['<rootDir>/test/support/jsdomPolyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupTests.ts'],
    },
    {
      displayName: 'inbox',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/inbox'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: {
        // The contract test builds records with the shop's own code, whose modules import styles.
        '\\.(s?css)$': '<rootDir>/test/support/styleStub.cjs',
        '^@electric-sql/pglite$': '<rootDir>/test/support/pgliteOutsideJest.cjs',
        '^@fastify/cookie$': '<rootDir>/test/support/fastifyCookieOutsideJest.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/test/inbox/support/setup.ts'],
    },
    {
      // Checks of the production build's files (HTML, sitemap, the embed bundle), read from
      // dist/ in Node after `npm run build`, with no browser and no server.
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/build'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { '\\.(s?css)$': '<rootDir>/test/support/styleStub.cjs' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: {
        // The replay test builds the app's store in Node.
        '\\.(s?css)$': '<rootDir>/test/support/styleStub.cjs',
        // Tests that start the inbox (test/support/inbox.ts).
        '^@electric-sql/pglite$': '<rootDir>/test/support/pgliteOutsideJest.cjs',
        '^@fastify/cookie$': '<rootDir>/test/support/fastifyCookieOutsideJest.cjs',
      },
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
    },
  ],
};

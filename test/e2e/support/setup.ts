import { closeBrowsers, finishTestPages } from './browser';

// Browser flows take longer than unit tests, and twice as long on two busy cores; set per test file
// so it applies in every worker. A timeout only bounds a test that hangs: speed is the bench's.
jest.setTimeout(120_000);

// Every test fails on a console error, a page error or a failed request to the
// shop that it did not declare with expectErrors(), whether or not it checks.
afterEach(async () => {
  const unexpected = await finishTestPages();
  if (unexpected.length > 0) {
    throw new Error(`The page reported errors this test did not expect:\n${unexpected.join('\n')}`);
  }
});

// The file's browser contexts (openBrowser), after its last test.
afterAll(closeBrowsers);

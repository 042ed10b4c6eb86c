// Browser flows take longer than unit tests; Jest 30 reads the timeout per test file.
jest.setTimeout(60_000);

// Browser flows take longer than unit tests; set per test file so it applies in every worker.
jest.setTimeout(60_000);

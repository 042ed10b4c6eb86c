// A fresh machine's first PGlite start runs initdb once (seconds on a busy 2-core machine);
// later starts copy that folder (test/support/inbox.ts). Nothing here waits on a timer.
jest.setTimeout(60_000);

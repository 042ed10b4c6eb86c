// The page's requests in flight, for "the network is quiet" after a tap. Puppeteer's own
// waitForNetworkIdle keeps counting a request that a new document cancelled (a tap that
// submitted a form natively reloads the page while its scripts are still coming), and then
// never sees the network idle; this count forgets the replaced document's requests.

const POLL_MS = 50;

export function trackRequests(page) {
  const inFlight = new Map();
  let lastChange = Date.now();
  let documentRequestedAt = 0;
  page.on('request', (request) => {
    const now = Date.now();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequestedAt = now;
    inFlight.set(request, now);
    lastChange = now;
  });
  const done = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const [request, started] of inFlight) if (started < documentRequestedAt) inFlight.delete(request);
    lastChange = Date.now();
  });

  return {
    /** Resolves once no request has been in flight for `quietMs`; rejects after `timeoutMs`. */
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const waiting = [...inFlight.keys()].map((request) => request.url()).join(', ');
          throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs / 1000} s${waiting ? ` (in flight: ${waiting})` : ''}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}

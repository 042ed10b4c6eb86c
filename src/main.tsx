// The delivery address the build was made with (STONE_DELIVERY_URL, webpack.config.ts); '' for none,
// and then the delivery code is left out of the build altogether.
const deliveryUrl = process.env.STONE_DELIVERY_URL;

/**
 * The standalone page: hydrates the HTML the build wrote for this address.
 * Three tasks instead of one, each short of the 50 ms of a long task on a slow
 * phone: V8 finishing this file's compile, the modules' evaluation (eager: in
 * this file, no fetch), then the start.
 */
const element = document.getElementById('root');
if (element) {
  const options = {
    basename: document.documentElement.dataset.basename || undefined,
    // QA: `?devtools-trace` in the address records where each action was dispatched.
    devToolsTrace: new URLSearchParams(location.search).has('devtools-trace'),
  };
  const inTaskOfItsOwn = (start: () => void) => void setTimeout(start);
  inTaskOfItsOwn(() => {
    // Only a build with a delivery address keeps this branch; the default first download has none of it.
    if (deliveryUrl)
      void import(/* webpackMode: "eager" */ './app/delivery').then(({ hydrateDelivering }) =>
        inTaskOfItsOwn(() => hydrateDelivering(element, options, deliveryUrl)),
      );
    else
      void import(/* webpackMode: "eager" */ './app/hydrate').then(({ hydrate }) =>
        inTaskOfItsOwn(() => hydrate(element, options)),
      );
  });
}

/** Calls `then` once the header and the screen are live (their `data-hydrating` marks gone, src/shared/ui/LiveMark.tsx). */
function whenLive(root: HTMLElement, then: () => void) {
  const waiting = () => root.querySelector('header[data-hydrating], main[data-hydrating]');
  if (!waiting()) return then();
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { subtree: true, attributeFilter: ['data-hydrating'] });
}

// Offline use (production builds with prerendered pages): the service worker's code (with workbox-window)
// comes once the page has loaded and the shop is live, so it never competes with the first screen.
if (element && process.env.NODE_ENV === 'production' && process.env.STONE_RENDER !== 'client' && 'serviceWorker' in navigator) {
  const register = () =>
    whenLive(element, () =>
      void import(/* webpackChunkName: "service-worker" */ './app/serviceWorker/registerServiceWorker').then((sw) =>
        sw.registerServiceWorker(),
      ),
    );
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}

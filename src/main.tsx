// Only a build with a delivery address keeps this (deliveryUrl below is then not ''); the default first download has none of it.
// eslint-disable-next-line no-restricted-imports -- see above
import { hydrateDelivering } from './app/delivery';
import { hydrate } from './app/hydrate';

// The delivery address the build was made with (STONE_DELIVERY_URL, webpack.config.ts); '' for none,
// and then the delivery code is left out of the build altogether.
const deliveryUrl = process.env.STONE_DELIVERY_URL;

/**
 * The standalone page: hydrates the HTML the build wrote for this address, in
 * this script's own task. Split over later tasks, that task shrinks to V8
 * finishing the file's compile, and Lighthouse's estimate then loses it and
 * counts the script's download into LCP (docs/decisions/0006-start-in-one-task.md).
 */
const element = document.getElementById('root');
if (element) {
  const options = {
    basename: document.documentElement.dataset.basename || undefined,
    // QA: `?devtools-trace` in the address records where each action was dispatched.
    devToolsTrace: new URLSearchParams(location.search).has('devtools-trace'),
  };
  if (deliveryUrl) hydrateDelivering(element, options, deliveryUrl);
  else hydrate(element, options);
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

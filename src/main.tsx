import { hydrate } from './app/hydrate';
import { browserServices } from './shared/services';

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
  if (deliveryUrl) {
    // With a delivery address (docs/delivery-and-desk.md) the thunks' services carry it. The sender and
    // the delivery state come once the shop is live, in the service worker's chunk (one more request
    // and chunk name would cost bytes of this file), so a first visit downloads none of them; a record
    // saved before then is queued once they have (`ready`).
    // No storage named: the browser's localStorage, read when needed (shared/deliveryChannel.ts).
    const delivery = {
      url: deliveryUrl,
      // The contract's version (STONE_DELIVERY_SCHEMA; shared/deliveryChannel.ts's buildSchemaVersion, written
      // out here as that module is not part of the first download): 1 for a version-1 receiver.
      schemaVersion: process.env.STONE_DELIVERY_SCHEMA === '1' ? (1 as const) : (2 as const),
      ready: new Promise<void>((live) => whenLive(element, live))
        .then(() => import(/* webpackChunkName: "service-worker" */ './app/startShopDelivery'))
        .then((sender) => sender.startShopDelivery(store)),
    };
    const store = hydrate(element, { ...options, services: { ...browserServices, delivery } });
  } else hydrate(element, options);
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

import { hydrate } from './app/hydrate';

// The standalone page: hydrates the HTML the build wrote for this address.
const element = document.getElementById('root');
if (element) {
  hydrate(element, {
    basename: document.documentElement.dataset.basename || undefined,
    // QA: `?devtools-trace` in the address records where each action was dispatched.
    devToolsTrace: new URLSearchParams(window.location.search).has('devtools-trace'),
  });
}

// Offline use (production builds with prerendered pages): the service worker's code comes once the page has loaded.
if (process.env.NODE_ENV === 'production' && process.env.STONE_RENDER !== 'client' && 'serviceWorker' in navigator) {
  const register = () =>
    void import(/* webpackChunkName: "service-worker" */ './app/serviceWorker/registerServiceWorker').then((sw) =>
      sw.registerServiceWorker(),
    );
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}

declare let __webpack_public_path__: string;

/** The Navigation API (every current browser): tells about the shop's own route changes too. */
type WithNavigation = Window & { navigation?: EventTarget };

/** The notice's code comes only when there is something to offer. */
const offerUpdate = (waiting: ServiceWorker | null) =>
  void import(/* webpackChunkName: "update-notice" */ './showUpdateNotice').then((notice) =>
    notice.showUpdateNotice(waiting),
  );

/**
 * Registers the standalone shop's service worker (src/serviceWorker.ts) and
 * looks for a new deploy after every navigation. A new version installs
 * beside the running one; this tab keeps the files it started with and offers
 * the reload. Without a service worker the shop works as before, online.
 */
export async function registerServiceWorker(): Promise<void> {
  const hadController = navigator.serviceWorker.controller !== null;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(`${__webpack_public_path__}sw.js`);
  } catch (error) {
    console.warn('Offline use is not available in this browser', error);
    return;
  }
  const offerIfWaiting = () => {
    // Without a controller this is the first install, not an update.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  });
  // Another tab took the new version: this one now runs beside newer files, so offer the reload here too.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) offerUpdate(null);
  });
  const lookForUpdate = () => {
    // Offline or a server hiccup: the next navigation looks again.
    registration.update().catch(() => undefined);
  };
  const { navigation } = window as WithNavigation;
  if (navigation) navigation.addEventListener('navigatesuccess', lookForUpdate);
  else window.addEventListener('popstate', lookForUpdate);
}

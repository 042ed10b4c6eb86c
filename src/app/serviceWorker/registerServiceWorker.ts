import { Workbox } from 'workbox-window';

declare let __webpack_public_path__: string;

/** The Navigation API (every current browser): tells about the shop's own route changes too. */
type WithNavigation = Window & { navigation?: EventTarget };

/** The notice's code comes only when there is something to offer; `reload` is what its button does. */
const offerUpdate = (reload: () => void) =>
  void import(/* webpackChunkName: "update-notice" */ './showUpdateNotice').then((notice) => notice.showUpdateNotice(reload));

/**
 * Registers the standalone shop's service worker (src/serviceWorker.ts)
 * through workbox-window and looks for a new deploy after every navigation.
 * A new version installs beside the running one and waits; this tab keeps
 * the files it started with and offers the reload. Without a service worker
 * the shop works as before, online.
 */
export async function registerServiceWorker(): Promise<void> {
  // Without a controller the first install is under way: its taking over this tab is no new version.
  let firstTakeOver = navigator.serviceWorker.controller === null;
  const workbox = new Workbox(`${__webpack_public_path__}sw.js`);
  let registration: ServiceWorkerRegistration | undefined;
  let reloadAsked = false;
  // Decided at the click, not when offered: another tab may have handed over to the new version since.
  const reload = () => {
    reloadAsked = true;
    if (registration?.waiting) workbox.messageSkipWaiting();
    else window.location.reload();
  };
  // A version waits: found by this tab's look, at registration, or by another tab (workbox calls those external).
  workbox.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) offerUpdate(reload);
  });
  workbox.addEventListener('controlling', () => {
    if (reloadAsked) window.location.reload();
    else if (firstTakeOver) firstTakeOver = false;
    // Another tab took the new version: this one now runs beside newer files, so offer the reload here too.
    else offerUpdate(reload);
  });
  try {
    registration = await workbox.register();
  } catch (error) {
    console.warn('Offline use is not available in this browser', error);
    return;
  }
  const lookForUpdate = () => {
    // Offline or a server hiccup: the next navigation looks again.
    workbox.update().catch(() => undefined);
  };
  const { navigation } = window as WithNavigation;
  if (navigation) navigation.addEventListener('navigatesuccess', lookForUpdate);
  else window.addEventListener('popstate', lookForUpdate);
}

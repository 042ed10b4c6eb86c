import { createRoot, type Root } from 'react-dom/client';
import { onCaughtError, prepareShop, type MountOptions, type ShopFrame } from './prepareShop';
import { preloadScreen } from './router';
import type { AppStore } from './store';

export { ROOT_CLASS, type MountOptions, type ShopFrame } from './prepareShop';

/** Longest wait for the first screen's code before showing the header without it. */
const FIRST_SCREEN_WAIT_MS = 3000;

export interface MountedShop {
  store: AppStore;
  /** Removes everything mount added. */
  unmount(): void;
}

/**
 * Starts the shop inside `element`, rendered in the browser from nothing (a
 * host page's element, tests): one store, one router, one React root. The
 * standalone page hydrates its prerendered HTML instead (./hydrate.tsx).
 */
export function mount(element: HTMLElement, options: MountOptions = {}, frame: ShopFrame = {}): MountedShop {
  const shop = prepareShop(element, options, frame);
  let mounted = true;
  let root: Root | null = null;
  let stalled: ReturnType<typeof setTimeout> | undefined;
  // The first screen's code was requested with the main script; waiting for
  // it lets header and page paint together, in one go. On a stalled
  // connection the header shows after a while and the page follows.
  const firstScreen = Promise.race([
    preloadScreen(frame.firstPath ?? window.location.pathname, options.basename),
    new Promise<void>((resolve) => {
      stalled = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
  void firstScreen.then(() => {
    clearTimeout(stalled);
    if (!mounted) return;
    root = createRoot(element, { onCaughtError });
    root.render(shop.app());
  });
  return {
    store: shop.store,
    unmount: () => {
      mounted = false;
      clearTimeout(stalled);
      root?.unmount();
      shop.teardown();
    },
  };
}

import { createRoot, type Root } from 'react-dom/client';
import { prepareShop, onCaughtError, type MountOptions } from './prepareShop';
import { preloadScreen } from './router';

export { ROOT_CLASS, type MountOptions } from './prepareShop';

/** Longest wait for the first screen's code before showing the header without it. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Starts the shop inside `element`, rendered in the browser from nothing (a
 * host page's element, tests): one store, one router, one React root.
 * Returns `unmount`, which removes everything it added.
 */
export function mount(element: HTMLElement, options: MountOptions = {}): () => void {
  const shop = prepareShop(element, options);
  let mounted = true;
  let root: Root | null = null;
  // The first screen's code was requested with the main script (index.html);
  // waiting for it lets header and page paint together, in one go. On a
  // stalled connection the header shows after a while and the page follows.
  const firstScreen = Promise.race([
    preloadScreen(window.location.pathname, options.basename),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  void firstScreen.then(() => {
    if (!mounted) return;
    root = createRoot(element, { onCaughtError });
    root.render(shop.app());
  });
  return () => {
    mounted = false;
    root?.unmount();
    shop.teardown();
  };
}

// The scoped base first, so every component's styles come after it and win ties.
import '../styles/shop.scss';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserServices, type Services } from '../shared/services';
import { AppProviders } from './AppProviders';
import { AppRoutes, preloadScreen } from './router';
import { makeStore, type AppStore, type PreloadedLists } from './store';

/** Longest wait for the first screen's code before showing the header without it. */
const FIRST_SCREEN_WAIT_MS = 3000;

/** The class every style hangs off; nothing outside the mount element is styled. */
export const ROOT_CLASS = 'stone-shop';

export interface MountOptions {
  /** Path the shop lives under on the host site, e.g. '/stones'. Default '/'. */
  basename?: string;
  /** Prefix for the localStorage keys (cart, wishlist, quotes, orders). Default ''. */
  storageKeyPrefix?: string;
  /** Storage to use; defaults to window.localStorage. */
  storage?: Storage;
  services?: Services;
  preloadedState?: PreloadedLists;
  /** Records a stack trace with every action in Redux DevTools (QA; slower). */
  devToolsTrace?: boolean;
  /** The shop's name in Redux DevTools and its events (default from the storage prefix). */
  name?: string;
}

/** What an embedding changes around the app (src/app/embed); standalone uses none of it. */
export interface ShopFrame {
  /** Wraps the routes in a router (and context); a BrowserRouter under `basename` by default. */
  router?: (routes: ReactNode) => ReactNode;
  /** The path of the first screen, whose code is fetched before the first render. */
  firstPath?: string;
}

export interface MountedShop {
  store: AppStore;
  /** Removes everything mount added. */
  unmount(): void;
}

/** Starts the shop inside `element`: one store, one router, one React root. */
export function mount(element: HTMLElement, options: MountOptions = {}, frame: ShopFrame = {}): MountedShop {
  const store = makeStore(options.preloadedState, options.services ?? browserServices, {
    storage: options.storage,
    keyPrefix: options.storageKeyPrefix ?? '',
    devToolsTrace: options.devToolsTrace,
    name: options.name,
  });
  element.classList.add(ROOT_CLASS);
  // The shop's error boundaries report what they catch themselves, once.
  const root = createRoot(element, { onCaughtError: () => undefined });
  let mounted = true;
  let stalled: ReturnType<typeof setTimeout> | undefined;
  // The first screen's code was requested with the main script (index.html);
  // waiting for it lets header and page paint together, in one go. On a
  // stalled connection the header shows after a while and the page follows.
  const firstScreen = Promise.race([
    preloadScreen(frame.firstPath ?? window.location.pathname, options.basename),
    new Promise<void>((resolve) => {
      stalled = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
  void firstScreen.then(() => {
    clearTimeout(stalled);
    if (!mounted) return;
    const routes = <AppRoutes />;
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          {frame.router ? frame.router(routes) : <BrowserRouter basename={options.basename}>{routes}</BrowserRouter>}
        </AppProviders>
      </StrictMode>,
    );
  });
  return {
    store,
    unmount: () => {
      mounted = false;
      clearTimeout(stalled);
      root.unmount();
      store.teardown();
      element.classList.remove(ROOT_CLASS);
    },
  };
}

// The scoped base first, so every component's styles come after it and win ties.
import '../styles/shop.scss';
import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { browserServices, type Services } from '../shared/services';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';
import { makeStore, rootReducer, type AppStore, type PreloadedLists } from './store';

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

export interface PreparedShop {
  store: AppStore;
  /** The whole app. */
  app(): ReactNode;
  /** Undoes what preparing did (after the React root is unmounted). */
  teardown(): void;
}

/** One store and the app element for `element`, whichever way React then starts it. */
export function prepareShop(element: HTMLElement, options: MountOptions, frame: ShopFrame = {}): PreparedShop {
  const store = makeStore(options.preloadedState, options.services ?? browserServices, {
    storage: options.storage,
    keyPrefix: options.storageKeyPrefix ?? '',
    devToolsTrace: options.devToolsTrace,
    name: options.name,
  });
  const routes = <AppRoutes />;
  element.classList.add(ROOT_CLASS);
  return {
    store,
    app: () => (
      <StrictMode>
        {/* While hydrating (only then), components see the prerenderer's state: no saved lists yet. */}
        <AppProviders store={store} serverState={rootReducer(undefined, { type: '' })}>
          {frame.router ? frame.router(routes) : <BrowserRouter basename={options.basename}>{routes}</BrowserRouter>}
        </AppProviders>
      </StrictMode>
    ),
    teardown() {
      store.teardown();
      element.classList.remove(ROOT_CLASS);
    },
  };
}

/** The shop's error boundaries report what they catch themselves, once. */
export const onCaughtError = () => undefined;

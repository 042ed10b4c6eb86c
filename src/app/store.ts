import { configureStore } from '@reduxjs/toolkit';
// The slices and selectors themselves, not the features' index.ts: those also export screens
// using ./hooks.ts, whose types come from here (test/unit/importCircles.test.ts finds such a circle).
import type { CartState } from '../features/cart/cartSlice';
import type { OrdersState } from '../features/orders/ordersSlice';
import type { QuotesState } from '../features/quotes/quotesSlice';
import type { WishlistState } from '../features/wishlist/wishlistSlice';
import { selectCartCount } from '../features/cart/selectors';
import { browserServices, type Services } from '../shared/services';
import { createPersistence } from './persistence';
import { listReducers, rootReducer } from './rootReducer';

export { rootReducer };

export interface StoreOptions {
  /**
   * Where the lists live: window.localStorage by default. Tests, replays and the
   * benchmark pass `memoryStorage()` (persistence/memoryStorage.ts), which stays
   * out of the shop's own download.
   */
  storage?: Storage;
  /** Prefix for the four storage keys (embedding); '' by default. */
  keyPrefix?: string;
  /** Records a stack trace with each action in Redux DevTools (slower; for QA). */
  devToolsTrace?: boolean;
  /** The shop's name in Redux DevTools and in its events' `detail.instance`. */
  name?: string;
}

/** The lists as they may be preloaded. */
export interface PreloadedLists {
  cart?: CartState;
  wishlist?: WishlistState;
  quotes?: QuotesState;
  orders?: OrdersState;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

/** How QA tells two shops on one page apart in Redux DevTools, unless the embedding site names them. */
export const defaultShopName = (keyPrefix: string) => (keyPrefix ? `Stone shop (${keyPrefix})` : 'Stone shop');

/**
 * A fresh store per call: the app makes one at mount, every test its own.
 * The four lists are read from storage while the store is made (what storage
 * holds wins over what the caller preloaded, as a reload would show it), and
 * every change is written before `dispatch` returns (persistence/index.ts).
 */
export function makeStore(
  preloadedState?: PreloadedLists,
  services: Services = browserServices,
  options: StoreOptions = {},
) {
  const keyPrefix = options.keyPrefix ?? '';
  const name = options.name ?? defaultShopName(keyPrefix);
  const persistence = createPersistence(options.storage ?? defaultStorage(), keyPrefix, {
    listReducers,
    name,
    counts: { cart: selectCartCount as (lists: object) => number },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...persistence.initialLists } as PreloadedLists,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(persistence.middleware),
    devTools: { name, trace: options.devToolsTrace ?? false },
  });
  const bridge = persistence.eventBridge(store);

  return Object.assign(store, {
    services,
    /** The prefix of every key the shop keeps (embedding); '' standalone. */
    keyPrefix,
    /** Writes every list storage does not hold yet (refused writes are tried again). */
    flushStorage: bridge.flush,
    /** Stops following other writers and the page's lifecycle (unmount). */
    teardown: bridge.stop,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

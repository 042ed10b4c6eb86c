import { combineReducers, configureStore } from '@reduxjs/toolkit';
// The slices themselves, not the features' index.ts: those also export screens that use
// ./hooks.ts, whose types come from here, and would close a circle of imports.
import cartReducer, { type CartState } from '../features/cart/cartSlice';
import checkoutReducer from '../features/checkout/checkoutSlice';
import ordersReducer, { type OrdersState } from '../features/orders/ordersSlice';
import quoteSendingReducer from '../features/quotes/quoteSendingSlice';
import quotesReducer, { type QuotesState } from '../features/quotes/quotesSlice';
import wishlistReducer, { type WishlistState } from '../features/wishlist/wishlistSlice';
import { LIST_KEYS, type ListKey } from '../shared/events';
import { browserServices, type Services } from '../shared/services';
import { createListStorage } from './persistence/listStorage';
import persistenceReducer from './persistence/persistenceSlice';
import { applyAgainIfLost, trackUnconfirmedChanges } from './persistence/unconfirmedChanges';
import { createListEvents } from './persistence/windowEvents';
import { adoptNewerLists, reportWrites, writeThrough, type Lists } from './persistence/writeThrough';

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

/** The four saved lists: the pure reducers the saving step plans its writes with. */
const listsReducer = combineReducers({
  cart: cartReducer,
  wishlist: wishlistReducer,
  quotes: quotesReducer,
  orders: ordersReducer,
});

/** Exported for tests that watch every action reaching the reducers, as Redux DevTools does. */
export const rootReducer = combineReducers({
  cart: cartReducer,
  wishlist: wishlistReducer,
  quotes: quotesReducer,
  orders: ordersReducer,
  checkout: checkoutReducer,
  quoteSending: quoteSendingReducer,
  persistence: persistenceReducer,
});

/** How QA tells two shops on one page apart in Redux DevTools, unless the embedding site names them. */
export const defaultShopName = (keyPrefix: string) => (keyPrefix ? `Stone shop (${keyPrefix})` : 'Stone shop');

/**
 * A fresh store per call: the app makes one at mount, every test its own.
 * The four lists are read from storage while the store is made (what storage
 * holds wins over what the caller preloaded, as a reload would show it), and
 * every change is written before `dispatch` returns (persistence/writeThrough.ts).
 */
export function makeStore(
  preloadedState?: PreloadedLists,
  services: Services = browserServices,
  options: StoreOptions = {},
) {
  const storage = options.storage ?? defaultStorage();
  const keyPrefix = options.keyPrefix ?? '';
  const lists = createListStorage(storage, keyPrefix);
  const name = options.name ?? defaultShopName(keyPrefix);
  const events = createListEvents(keyPrefix, name);
  const unconfirmed = trackUnconfirmedChanges();
  const starting = lists.readAll();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      ...starting.lists,
      persistence: { unsaved: [], recovered: starting.recovered },
    } as PreloadedLists,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(
        writeThrough(lists, unconfirmed, listsReducer as never, events.announce),
      ),
    devTools: { name, trace: options.devToolsTrace ?? false },
  });

  /** Writes every list storage does not hold yet: cleaned-up lists at start, refused writes later. */
  const flushStorage = () => {
    const state = store.getState() as Lists;
    const outcomes = LIST_KEYS.map((key) => [key, lists.write(key, state[key].items)] as const);
    reportWrites(store.dispatch, store.getState().persistence, outcomes);
    events.announce(
      outcomes.filter(([, outcome]) => outcome.status === 'written').map(([key]) => key),
      store.getState(),
    );
  };
  flushStorage();

  const stopListening = events.listen(storage, (key: ListKey, otherTab?: StorageEvent) => {
    const context = { storage: lists, unconfirmed, listsReducer: listsReducer as never, lists: store.getState(), dispatch: store.dispatch };
    if (otherTab && applyAgainIfLost(key, otherTab, context)) return;
    adoptNewerLists(store.dispatch, lists, unconfirmed, [key]);
  });
  // Nothing is pending after a dispatch; this retries refused writes while the page can still save them.
  const onHide = () => {
    if (document.visibilityState === 'hidden') flushStorage();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushStorage);
    document.addEventListener('visibilitychange', onHide);
  }

  return Object.assign(store, {
    services,
    flushStorage,
    /** Stops following other writers and the page's lifecycle (unmount). */
    teardown: () => {
      stopListening();
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', flushStorage);
        document.removeEventListener('visibilitychange', onHide);
      }
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

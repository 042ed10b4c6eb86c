import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { cartReducer, type CartState } from '../features/cart';
import { checkoutReducer } from '../features/checkout';
import { ordersReducer, type OrdersState } from '../features/orders';
import { quotesReducer, type QuotesState } from '../features/quotes';
import { wishlistReducer, type WishlistState } from '../features/wishlist';
import { browserServices, type Services } from '../shared/services';
import type { ListKey } from '../shared/events';
import { listenToOtherTabs } from './persistence/crossTab';
import { persistWhenNeeded, type LazyPersistence } from './persistence/lazyPersistence';
import type { StorageReporter } from './persistence/listStorage';
import type { ListWrapper } from './persistence/persistedLists';
import persistenceReducer, { writeFailed, writeSucceeded } from './persistence/persistenceSlice';
import { readStartingLists } from './persistence/storedLists';
import { trackSyncedLists } from './persistence/syncedLists';
import { windowEventNotifier } from './persistence/windowEvents';

export interface StoreOptions {
  /** Where the lists live; `null` keeps everything in memory (most tests). */
  storage?: Storage | null;
  /** Prefix for the four storage keys (embedding); '' by default. */
  keyPrefix?: string;
}

/** The lists as they may be preloaded, without redux-persist's bookkeeping. */
export interface PreloadedLists {
  cart?: CartState;
  wishlist?: WishlistState;
  quotes?: QuotesState;
  orders?: OrdersState;
}

/** redux-persist's own action types; they carry functions, so the serialisable check skips them. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((name) => `persist/${name}`);

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

const keyOf = (storageKey: string, prefix: string) => storageKey.slice(prefix.length) as ListKey;

const asIs: ListWrapper = (_key, reducer) => reducer;

/** The root reducer; the four lists go through `wrapList` once persistence starts. */
function buildRootReducer(wrapList: ListWrapper = asIs) {
  return combineReducers({
    cart: wrapList('cart', cartReducer),
    wishlist: wrapList('wishlist', wishlistReducer),
    quotes: wrapList('quotes', quotesReducer),
    orders: wrapList('orders', ordersReducer),
    checkout: checkoutReducer,
    persistence: persistenceReducer,
  });
}

/**
 * A fresh store per call: the app makes one at mount, every test its own.
 * With storage, the four lists are read from it at once, and each list this
 * tab changes is written back (see persistence/lazyPersistence.ts and syncedLists.ts).
 */
export function makeStore(
  preloadedState?: PreloadedLists,
  services: Services = browserServices,
  options: StoreOptions = {},
) {
  const storage = options.storage === null ? undefined : (options.storage ?? defaultStorage());
  const persisted = options.storage !== null;
  const keyPrefix = options.keyPrefix ?? '';
  // What storage holds wins over what the caller preloaded, as a reload would show it.
  const starting = persisted ? readStartingLists(storage, keyPrefix) : { lists: {}, recovered: [] };

  const store = configureStore({
    reducer: buildRootReducer(),
    preloadedState: {
      ...preloadedState,
      ...starting.lists,
      persistence: { unsaved: [], recovered: starting.recovered },
    } as PreloadedLists,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }),
  });

  const listeners: Array<() => void> = [];
  if (typeof window !== 'undefined') listeners.push(store.subscribe(windowEventNotifier(store.getState)));
  let persistence: LazyPersistence | null = null;
  if (persisted) {
    // The adapter reports from inside redux-persist's write loop; dispatching is deferred to stay out of it.
    const report = (action: { type: string }) => queueMicrotask(() => store.dispatch(action));
    const reporter: StorageReporter = {
      writeFailed: (storageKey) => report(writeFailed({ key: keyOf(storageKey, keyPrefix) })),
      writeSucceeded: (storageKey) => {
        const key = keyOf(storageKey, keyPrefix);
        if (store.getState().persistence.unsaved.includes(key)) report(writeSucceeded({ key }));
      },
    };
    const synced = trackSyncedLists(store.getState(), {
      stored: Object.keys(starting.lists) as ListKey[],
      recovered: starting.recovered,
    });
    const loadWriter = async () => {
      const { startPersisting } = await import(/* webpackChunkName: "persistence" */ './persistence/persistedLists');
      const options = { storage, keyPrefix, reporter, synced };
      return () => startPersisting(store, buildRootReducer as (wrapList: ListWrapper) => Reducer, options);
    };
    persistence = persistWhenNeeded(store, loadWriter, {
      synced,
      onUnavailable: (keys) => keys.forEach((key) => store.dispatch(writeFailed({ key }))),
    });
    listeners.push(listenToOtherTabs(store, storage, { keyPrefix, synced }));
  }

  return Object.assign(store, {
    services,
    /** Resolves once every change so far has been written (at once for in-memory stores). */
    flushStorage: () => persistence?.flush() ?? Promise.resolve(),
    /** Stops listening to window events and writing (unmount). */
    teardown: () => {
      listeners.forEach((stop) => stop());
      persistence?.stop();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

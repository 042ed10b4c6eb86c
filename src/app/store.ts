import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore, type Persistor } from 'redux-persist';
import { cartReducer, type CartState } from '../features/cart';
import { checkoutReducer } from '../features/checkout';
import { ordersReducer, type OrdersState } from '../features/orders';
import { quotesReducer, type QuotesState } from '../features/quotes';
import { wishlistReducer, type WishlistState } from '../features/wishlist';
import { browserServices, type Services } from '../shared/services';
import type { ListKey } from '../shared/events';
import { listenToOtherTabs } from './persistence/crossTab';
import type { StorageReporter } from './persistence/listStorage';
import { persistList, type PersistenceOptions } from './persistence/persistedLists';
import persistenceReducer, { dataRecovered, writeFailed, writeSucceeded } from './persistence/persistenceSlice';
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

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

const keyOf = (storageKey: string, prefix: string) => storageKey.slice(prefix.length) as ListKey;

function buildRootReducer(options: PersistenceOptions) {
  return combineReducers({
    cart: persistList('cart', cartReducer, options),
    wishlist: persistList('wishlist', wishlistReducer, options),
    quotes: persistList('quotes', quotesReducer, options),
    orders: persistList('orders', ordersReducer, options),
    checkout: checkoutReducer,
    persistence: persistenceReducer,
  });
}

/**
 * A fresh store per call: the app makes one at mount, every test its own.
 * With storage, the four lists are persisted and `persistor` is returned.
 */
export function makeStore(
  preloadedState?: PreloadedLists,
  services: Services = browserServices,
  options: StoreOptions = {},
) {
  const storage = options.storage === null ? undefined : (options.storage ?? defaultStorage());
  const persisted = options.storage !== null;
  const keyPrefix = options.keyPrefix ?? '';

  // The adapter reports into the store, which exists only after this object does.
  // Reports are deferred: redux-persist reads storage from inside its reducer,
  // and a reducer may not dispatch.
  let storeDispatch: ((action: { type: string }) => void) | null = null;
  const dispatch = (action: { type: string }) => queueMicrotask(() => storeDispatch?.(action));
  let getUnsaved: () => ListKey[] = () => [];
  const reporter: StorageReporter = {
    writeFailed: (storageKey) => dispatch(writeFailed({ key: keyOf(storageKey, keyPrefix) })),
    writeSucceeded: (storageKey) => {
      const key = keyOf(storageKey, keyPrefix);
      if (getUnsaved().includes(key)) dispatch(writeSucceeded({ key }));
    },
    recovered: (storageKey) => dispatch(dataRecovered({ key: keyOf(storageKey, keyPrefix) })),
  };

  const rootReducer = buildRootReducer({ storage, keyPrefix, reporter });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // redux-persist's own actions carry functions; everything else must stay serialisable.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  storeDispatch = store.dispatch;
  getUnsaved = () => store.getState().persistence.unsaved;

  const listeners: Array<() => void> = [];
  if (typeof window !== 'undefined') listeners.push(store.subscribe(windowEventNotifier(store.getState)));
  let persistor: Persistor | null = null;
  if (persisted) {
    persistor = persistStore(store);
    listeners.push(listenToOtherTabs(store.dispatch, storage, keyPrefix));
  }

  return Object.assign(store, {
    persistor,
    services,
    /** Stops listening to window events (unmount). */
    teardown: () => {
      listeners.forEach((stop) => stop());
      persistor?.pause();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

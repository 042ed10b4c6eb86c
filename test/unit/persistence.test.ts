import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { createPersistence, persistenceReducer, reduceOnce } from '../../src/app/persistence';
import { makeStore, rootReducer } from '../../src/app/store';
import { cartReducer, itemAdded } from '../../src/features/cart';
import ordersReducer from '../../src/features/orders/ordersSlice';
import quotesReducer from '../../src/features/quotes/quotesSlice';
import wishlistReducer from '../../src/features/wishlist/wishlistSlice';
import { quoteSubmitted } from '../../src/features/quotes';
import { wishlistItemAdded } from '../../src/features/wishlist';
import { dataCleared, orderPlaced } from '../../src/shared/events';
import { NotSavedError } from '../../src/shared/notSaved';
import { createTabVersions } from '../../src/app/persistence/tabVersions';
import { blackLine, quoteRequest, storedOrder, whiteLine, wishlistEntry } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';

const black = blackLine({ quantity: 2, size: 'big', totalPrice: 2600 });
const { totalPrice: _total, ...whiteAddition } = whiteLine({ quantity: 1 });

type Store = ReturnType<typeof makeStore>;
const stores: Store[] = [];
const persistedStore = (keyPrefix = '') => {
  const store = makeStore(undefined, testServices(), { storage: localStorage, keyPrefix });
  stores.push(store);
  return store;
};
afterEach(() => {
  stores.splice(0).forEach((store) => store.teardown());
  jest.restoreAllMocks();
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

/** Every action that reaches the reducers, as Redux DevTools records them. */
function recordActions(store: Store) {
  const types: string[] = [];
  store.replaceReducer(((state, action) => {
    if (!action.type.startsWith('@@redux/')) types.push(action.type);
    return rootReducer(state, action);
  }) as typeof rootReducer);
  return types;
}

/** Makes every write of `key` throw, as a full or disabled storage does. */
function refuseWrites(key: string, name = 'QuotaExceededError') {
  const setItem = Storage.prototype.setItem;
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, v: string) {
    if (k === key) throw new DOMException('refused', name);
    setItem.call(this, k, v);
  });
}

describe('reading at start', () => {
  it('starts with the stored lists, before any promise settles', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    localStorage.setItem('wishlist', '[]');
    const store = persistedStore();
    expect(store.getState().cart.items).toEqual([black]);
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it('lets stored lists win over preloaded ones, as a reload would show them', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    const store = makeStore({ cart: { items: [] }, wishlist: { items: [wishlistEntry()] } }, testServices(), {
      storage: localStorage,
    });
    stores.push(store);
    expect(store.getState().cart.items).toEqual([black]);
    expect(store.getState().wishlist.items).toEqual([wishlistEntry()]);
  });

  it('writes nothing while nothing changes, so stored text stays exactly as it was', () => {
    const text = `[${JSON.stringify(black)}]  `;
    localStorage.setItem('cart', text);
    const store = persistedStore();
    store.flushStorage();
    expect(localStorage.getItem('cart')).toBe(text);
    expect(Object.keys(localStorage)).toEqual(['cart']);
  });

  it('writes the recovered entries in place of unreadable text at once, keeping the original aside', () => {
    const mixed = JSON.stringify([black, { id: 'x' }]);
    localStorage.setItem('cart', mixed);
    const store = persistedStore();
    expect(store.getState().persistence.recovered).toEqual(['cart']);
    expect(localStorage.getItem('cart')).toBe(JSON.stringify([black]));
    expect(localStorage.getItem('cart.backup')).toBe(mixed);
  });
});

describe('write-through', () => {
  it('has every changed list in storage when dispatch returns, as a plain JSON list, and no other list', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    localStorage.setItem('orders', '[ ]');
    const store = persistedStore();
    store.dispatch(itemAdded(whiteAddition));
    expect(stored('cart')).toEqual(store.getState().cart.items);
    expect(store.getState().cart.items).toHaveLength(2);
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('orders')).toBe('[ ]');
    store.dispatch(wishlistItemAdded(wishlistEntry()));
    expect(stored('wishlist')).toEqual([wishlistEntry()]);
  });

  it('keeps the keys apart under a prefix', () => {
    const store = persistedStore('stones-');
    store.dispatch(itemAdded(whiteAddition));
    expect(localStorage.getItem('cart')).toBeNull();
    expect(stored('stones-cart')).toHaveLength(1);
  });

  it('puts an order in storage, and empties the stored cart, before the reducers see it', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    const store = persistedStore();
    const order = storedOrder({ id: 'ORD-1' });
    let seenByListener: unknown = null;
    store.subscribe(() => {
      seenByListener ??= stored('orders');
    });
    store.dispatch(orderPlaced({ order }));
    expect(seenByListener).toEqual([order]);
    expect(stored('orders')).toEqual([order]);
    expect(stored('cart')).toEqual([]);
  });
});

describe('a refused write', () => {
  it('throws for an order and changes nothing: no order, the cart untouched in memory and storage', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    const store = persistedStore();
    const before = store.getState();
    refuseWrites('orders');
    const events: string[] = [];
    const onEvent = (event: Event) => events.push(event.type);
    ['cartUpdated', 'ordersUpdated'].forEach((name) => window.addEventListener(name, onEvent));
    try {
      let thrown: unknown;
      try {
        store.dispatch(orderPlaced({ order: storedOrder() }));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(NotSavedError);
      expect((thrown as NotSavedError).reason).toBe('full');
      expect(store.getState()).toBe(before);
      expect(stored('cart')).toEqual([black]);
      expect(localStorage.getItem('orders')).toBeNull();
      expect(events).toEqual([]);

      jest.restoreAllMocks();
      store.dispatch(orderPlaced({ order: storedOrder() }));
      expect(stored('orders')).toEqual([storedOrder()]);
    } finally {
      ['cartUpdated', 'ordersUpdated'].forEach((name) => window.removeEventListener(name, onEvent));
    }
  });

  it('puts the order back out of storage when the cart that goes with it cannot be written', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    localStorage.setItem('orders', '[]');
    const store = persistedStore();
    refuseWrites('cart', 'SecurityError');
    expect(() => store.dispatch(orderPlaced({ order: storedOrder() }))).toThrow(NotSavedError);
    expect(localStorage.getItem('orders')).toBe('[]');
    expect(stored('cart')).toEqual([black]);
    expect(store.getState().orders.items).toEqual([]);
  });

  it('throws for a quote with the reason, and keeps the quotes as they were', () => {
    const store = persistedStore();
    refuseWrites('quotes', 'SecurityError');
    expect(() => store.dispatch(quoteSubmitted(quoteRequest()))).toThrow(
      expect.objectContaining({ name: 'NotSavedError', reason: 'unavailable' }),
    );
    expect(store.getState().quotes.items).toEqual([]);
  });

  it('keeps a cart change in memory and says so, then takes the notice back once a write succeeds', () => {
    const store = persistedStore();
    refuseWrites('cart');
    store.dispatch(itemAdded(whiteAddition));
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().persistence.unsaved).toEqual(['cart']);
    expect(localStorage.getItem('cart')).toBeNull();
    jest.restoreAllMocks();
    // Regression: flushing after a write that succeeds reports a success, not a failure.
    store.flushStorage();
    expect(store.getState().persistence.unsaved).toEqual([]);
    expect(stored('cart')).toEqual(store.getState().cart.items);
  });

  it('tries an unsaved list again when the page is hidden', () => {
    const store = persistedStore();
    refuseWrites('cart');
    store.dispatch(itemAdded(whiteAddition));
    jest.restoreAllMocks();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('cart')).toHaveLength(1);
    expect(store.getState().persistence.unsaved).toEqual([]);
  });
});

describe('other writers', () => {
  it('applies a change on top of a list another tab wrote without this tab hearing of it', () => {
    const store = persistedStore();
    const actions = recordActions(store);
    localStorage.setItem('cart', JSON.stringify([black])); // no storage event yet
    store.dispatch(itemAdded(whiteAddition));
    expect(store.getState().cart.items.map((line) => line.id)).toEqual([black.id, whiteAddition.id]);
    expect(stored('cart')).toEqual(store.getState().cart.items);
    expect(actions).toEqual(['persistence/storageSynced', 'cart/itemAdded']);
  });

  it("never puts back its own copy of a list another tab changed, even before that tab's event arrives", () => {
    const store = persistedStore();
    const theirs = JSON.stringify([wishlistEntry()]);
    localStorage.setItem('wishlist', theirs);
    store.dispatch(itemAdded(whiteAddition));
    expect(stored('cart')).toHaveLength(1);
    expect(localStorage.getItem('wishlist')).toBe(theirs);
  });

  it("follows another tab's list without writing it back, but writes back what it had to clean up", () => {
    const store = persistedStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const otherTab = (key: string, newValue: string) => {
      localStorage.setItem(key, newValue);
      setItem.mockClear();
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    };
    otherTab('cart', JSON.stringify([black]));
    expect(store.getState().cart.items).toEqual([black]);
    expect(setItem).not.toHaveBeenCalled();

    otherTab('wishlist', JSON.stringify([wishlistEntry(), 'junk']));
    expect(localStorage.getItem('wishlist')).toBe(JSON.stringify([wishlistEntry()]));
    // What the cleaned list holds is published first, under this tab's own key (tabVersions.ts).
    expect(setItem.mock.calls.map(([key]) => key.replace(/^listVersions\..+/, 'listVersions.<tab>'))).toEqual([
      'wishlist.backup',
      'listVersions.<tab>',
      'wishlist',
    ]);
  });

  it('reads a list again when the host page writes it and fires the matching event, plain or custom', () => {
    const store = persistedStore('stones.');
    localStorage.setItem('stones.cart', JSON.stringify([black]));
    window.dispatchEvent(new Event('cartUpdated'));
    expect(store.getState().cart.items).toEqual([black]);
    localStorage.setItem('stones.orders', JSON.stringify([storedOrder()]));
    window.dispatchEvent(new CustomEvent('ordersUpdated', { detail: { from: 'host' } }));
    expect(store.getState().orders.items).toEqual([storedOrder()]);
    // The host's list is not written back over.
    expect(localStorage.getItem('stones.cart')).toBe(JSON.stringify([black]));
  });
});

describe('window events', () => {
  it('fire after the list is in storage, with the key, the count the header shows and the name of the shop', () => {
    const store = persistedStore('stones.');
    const seen: Array<{ type: string; detail: unknown; stored: unknown }> = [];
    const onEvent = (event: Event) =>
      seen.push({ type: event.type, detail: (event as CustomEvent).detail, stored: stored('stones.cart') });
    window.addEventListener('cartUpdated', onEvent);
    try {
      store.dispatch(itemAdded({ ...whiteAddition, quantity: 3 }));
      store.dispatch(itemAdded({ ...whiteAddition, size: 'big', quantity: 2 }));
    } finally {
      window.removeEventListener('cartUpdated', onEvent);
    }
    expect(seen.map(({ detail }) => detail)).toEqual([
      { key: 'stones.cart', count: 3, instance: 'Stone shop (stones.)' },
      { key: 'stones.cart', count: 5, instance: 'Stone shop (stones.)' },
    ]);
    expect(seen[1]?.stored).toEqual(store.getState().cart.items);
  });

  it('fires ordersUpdated when an order is placed, and the cart event beside it', () => {
    const store = persistedStore();
    const types: string[] = [];
    const onEvent = (event: Event) => types.push(event.type);
    const names = ['cartUpdated', 'wishlistUpdated', 'quotesUpdated', 'ordersUpdated'];
    names.forEach((name) => window.addEventListener(name, onEvent));
    try {
      store.dispatch(itemAdded(whiteAddition));
      store.dispatch(orderPlaced({ order: storedOrder() }));
    } finally {
      names.forEach((name) => window.removeEventListener(name, onEvent));
    }
    expect(types).toEqual(['cartUpdated', 'ordersUpdated', 'cartUpdated']);
  });

  it("are not read back as a host's write: the shop's own event causes no second read", () => {
    const store = persistedStore();
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const actions = recordActions(store);
    store.dispatch(itemAdded(whiteAddition));
    // One read before writing (has anyone else written the cart?), none for the event.
    expect(getItem.mock.calls.filter(([key]) => key === 'cart')).toHaveLength(1);
    expect(actions).toEqual(['cart/itemAdded']);
  });
});

describe('two tabs writing one list at the same moment', () => {
  /**
   * Another shop tab, as this tab sees it: it numbers its changes and publishes
   * what each text holds (as tabVersions does in that tab) before the list
   * reaches storage; then the event arrives, with the browser's previous value.
   */
  const otherTab = () => {
    const versions = createTabVersions(localStorage, '', 'other');
    return {
      reads: (text: string | null) => versions.adopted('cart', text),
      writes(oldValue: string | null, newValue: string, changed = true) {
        if (changed) versions.changed('cart', { type: 'cart/itemAdded' });
        versions.writing('cart', newValue);
        localStorage.setItem('cart', newValue);
        window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue, newValue, storageArea: localStorage }));
      },
    };
  };
  const quantities = (lines: unknown) => (lines as Array<{ quantity: number }>).map((line) => line.quantity);

  it('applies its own change again when the other tab built on the same list, even to the same text', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    const store = persistedStore();
    const other = otherTab();
    const base = localStorage.getItem('cart');
    other.reads(base);
    store.dispatch(itemAdded({ ...black, quantity: 1 }));
    const ours = localStorage.getItem('cart') as string;
    // The other tab added the same stone on top of the same list: the very same text, one addition lost.
    other.writes(ours, ours);
    expect(quantities(store.getState().cart.items)).toEqual([4]);
    expect(quantities(stored('cart'))).toEqual([4]);
  });

  it('puts back each of its changes that a write built on an older list dropped, once', () => {
    const store = persistedStore();
    const other = otherTab();
    other.reads(null);
    store.dispatch(itemAdded({ ...black, quantity: 1 }));
    const first = localStorage.getItem('cart');
    store.dispatch(itemAdded({ ...black, quantity: 1 }));
    const second = localStorage.getItem('cart');
    // Their write, built on nothing, came after both of ours: both additions are lost from storage.
    other.writes(second, JSON.stringify([whiteLine()]));
    expect(quantities(stored('cart'))).toEqual([1, 2]);
    // Their next write, built on the merged list, holds ours: nothing is applied again.
    other.reads(localStorage.getItem('cart'));
    other.writes(localStorage.getItem('cart'), JSON.stringify([whiteLine({ quantity: 2 }), { ...black, quantity: 2 }]));
    expect(quantities(store.getState().cart.items)).toEqual([2, 2]);
    expect(first).not.toBe(second);
  });

  it('takes the other tab’s list as it is when it was built on this tab’s write', () => {
    const store = persistedStore();
    const other = otherTab();
    store.dispatch(itemAdded(whiteAddition));
    const ours = localStorage.getItem('cart');
    other.reads(ours);
    const theirs = JSON.stringify([...(JSON.parse(ours as string) as unknown[]), black]);
    other.writes(ours, theirs);
    expect(store.getState().cart.items).toHaveLength(2);
    expect(localStorage.getItem('cart')).toBe(theirs);
  });

  it("takes a list nobody published (the host page's) as it is", () => {
    const store = persistedStore();
    store.dispatch(itemAdded(whiteAddition));
    const ours = localStorage.getItem('cart');
    localStorage.setItem('cart', JSON.stringify([black]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue: ours, newValue: JSON.stringify([black]), storageArea: localStorage }));
    expect(store.getState().cart.items).toEqual([black]);
    expect(stored('cart')).toEqual([black]);
  });
});

describe('clearing the data', () => {
  it('removes the four keys and their backups under the prefix, empties the lists, and says so', () => {
    localStorage.setItem('stones.cart', JSON.stringify([black]));
    localStorage.setItem('stones.orders', '[1,');
    localStorage.setItem('cart', 'the host page keeps its own');
    const store = persistedStore('stones.');
    expect(localStorage.getItem('stones.orders.backup')).toBe('[1,');
    const events: string[] = [];
    const onEvent = (event: Event) => events.push(`${event.type}:${(event as CustomEvent<{ count: number }>).detail.count}`);
    const names = ['cartUpdated', 'wishlistUpdated', 'quotesUpdated', 'ordersUpdated'];
    names.forEach((name) => window.addEventListener(name, onEvent));
    try {
      store.dispatch(dataCleared());
    } finally {
      names.forEach((name) => window.removeEventListener(name, onEvent));
    }
    expect(Object.keys(localStorage)).toEqual(['cart']);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().persistence).toEqual({ unsaved: [], recovered: [] });
    expect(events).toEqual(['cartUpdated:0', 'wishlistUpdated:0', 'quotesUpdated:0', 'ordersUpdated:0']);
    // Nothing is written back for the emptied lists.
    store.flushStorage();
    expect(Object.keys(localStorage)).toEqual(['cart']);
  });
});

describe('one pass per action (persistence/index.ts)', () => {
  /** A store built on createPersistence, with counters in front of the middleware and behind the cart reducer. */
  function countingStore() {
    const reached: string[] = [];
    const countActions: Middleware = () => (next) => (action) => {
      reached.push((action as { type: string }).type);
      return next(action);
    };
    const reduced: string[] = [];
    const countingCart: typeof cartReducer = (state, action) => {
      reduced.push(action.type);
      return cartReducer(state, action);
    };
    const listReducers = reduceOnce({
      cart: countingCart,
      wishlist: wishlistReducer,
      quotes: quotesReducer,
      orders: ordersReducer,
    });
    const persistence = createPersistence(localStorage, '', { listReducers, name: 'Counting shop' });
    const store = configureStore({
      reducer: combineReducers({ ...listReducers, persistence: persistenceReducer }),
      preloadedState: persistence.initialLists as never,
      middleware: (getDefault) =>
        getDefault()
          .prepend(countActions)
          .concat(persistence.middleware),
    });
    const bridge = persistence.eventBridge(store as never);
    stopBridges.push(bridge.stop);
    reduced.length = 0;
    return { store, reached, reduced };
  }
  const stopBridges: Array<() => void> = [];
  afterEach(() => stopBridges.splice(0).forEach((stop) => stop()));

  it('reduces an action once, for the write and the store together', () => {
    const { store, reduced } = countingStore();
    store.dispatch(itemAdded(whiteAddition));
    expect(reduced).toEqual(['cart/itemAdded']);
    expect(stored('cart')).toEqual(store.getState().cart.items);
  });

  it('takes another writer’s list and applies the change on top without dispatching the change again', () => {
    const { store, reached, reduced } = countingStore();
    localStorage.setItem('cart', JSON.stringify([black])); // no storage event yet
    store.dispatch(itemAdded(whiteAddition));
    // Their list is dispatched on its own; the change itself passes once.
    expect(reached).toEqual(['cart/itemAdded', 'persistence/storageSynced']);
    expect(reduced).toEqual(['persistence/storageSynced', 'cart/itemAdded']);
    expect(store.getState().cart.items.map((line) => line.id)).toEqual([black.id, whiteAddition.id]);
  });
});

import type { Persistor } from 'redux-persist';
import { persistWhenNeeded, type StartedPersistence } from '../../src/app/persistence/lazyPersistence';
import { trackSyncedLists } from '../../src/app/persistence/syncedLists';
import { makeStore } from '../../src/app/store';
import { itemAdded } from '../../src/features/cart';
import { wishlistItemAdded } from '../../src/features/wishlist';
import { blackLine, whiteLine, wishlistEntry } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';

const black = blackLine({ quantity: 2, size: 'big', totalPrice: 2600 });
const { totalPrice: _total, ...whiteAddition } = whiteLine({ quantity: 1 });

const persistedStore = () => makeStore(undefined, testServices(), { storage: localStorage });

describe('the store with localStorage', () => {
  it('starts with the stored lists, before any promise settles', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    localStorage.setItem('wishlist', '[]');
    const store = persistedStore();
    expect(store.getState().cart.items).toEqual([black]);
    expect(store.getState().wishlist.items).toEqual([]);
    store.teardown();
  });

  it('lets stored lists win over preloaded ones, as a reload would show them', () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    const store = makeStore({ cart: { items: [] }, wishlist: { items: [wishlistEntry()] } }, testServices(), {
      storage: localStorage,
    });
    expect(store.getState().cart.items).toEqual([black]);
    expect(store.getState().wishlist.items).toEqual([wishlistEntry()]);
    store.teardown();
  });

  it('writes nothing while nothing changes, so stored text stays exactly as it was', async () => {
    const stored = `[${JSON.stringify(black)}]  `;
    localStorage.setItem('cart', stored);
    const store = persistedStore();
    await store.flushStorage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('cart')).toBe(stored);
    expect(Object.keys(localStorage)).toEqual(['cart']);
    store.teardown();
  });

  it('writes each list it changes as a plain JSON list, and no other', async () => {
    localStorage.setItem('cart', JSON.stringify([black]));
    localStorage.setItem('orders', '[ ]');
    const store = persistedStore();
    store.dispatch(itemAdded(whiteAddition));
    await store.flushStorage();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(store.getState().cart.items);
    expect(store.getState().cart.items).toHaveLength(2);
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('orders')).toBe('[ ]');

    store.dispatch(wishlistItemAdded(wishlistEntry()));
    await store.flushStorage();
    expect(JSON.parse(localStorage.getItem('wishlist') ?? 'null')).toEqual([wishlistEntry()]);
    store.teardown();
  });

  it('writes the recovered entries in place of unreadable text, keeping the original aside', async () => {
    const mixed = JSON.stringify([black, { id: 'x' }]);
    localStorage.setItem('cart', mixed);
    const store = persistedStore();
    expect(store.getState().persistence.recovered).toEqual(['cart']);
    await store.flushStorage();
    expect(localStorage.getItem('cart')).toBe(JSON.stringify([black]));
    expect(localStorage.getItem('cart.backup')).toBe(mixed);
    store.teardown();
  });

  it("never puts back its own copy of a list another tab changed, even before that tab's event arrives", async () => {
    const store = persistedStore();
    const theirs = JSON.stringify([wishlistEntry()]);
    localStorage.setItem('wishlist', theirs); // no storage event yet
    store.dispatch(itemAdded(whiteAddition));
    await store.flushStorage();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toHaveLength(1);
    expect(localStorage.getItem('wishlist')).toBe(theirs);
    store.teardown();
  });

  it("follows another tab's list without writing it back, but writes back what it had to clean up", async () => {
    const store = persistedStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const otherTab = (key: string, newValue: string) => {
      localStorage.setItem(key, newValue);
      setItem.mockClear();
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    };
    try {
      otherTab('cart', JSON.stringify([black]));
      expect(store.getState().cart.items).toEqual([black]);
      await store.flushStorage();
      expect(setItem).not.toHaveBeenCalled();

      otherTab('wishlist', JSON.stringify([wishlistEntry(), 'junk']));
      await store.flushStorage();
      expect(localStorage.getItem('wishlist')).toBe(JSON.stringify([wishlistEntry()]));
      expect(setItem.mock.calls.map(([key]) => key)).toEqual(['wishlist']);
    } finally {
      setItem.mockRestore();
      store.teardown();
    }
  });

  it('keeps the keys apart under a prefix', async () => {
    const store = makeStore(undefined, testServices(), { storage: localStorage, keyPrefix: 'stones-' });
    store.dispatch(itemAdded(whiteAddition));
    await store.flushStorage();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(JSON.parse(localStorage.getItem('stones-cart') ?? 'null')).toHaveLength(1);
    store.teardown();
  });

  it('stops writing after teardown', async () => {
    const store = persistedStore();
    store.dispatch(itemAdded(whiteAddition));
    await store.flushStorage();
    store.teardown();
    store.dispatch(itemAdded({ ...whiteAddition, quantity: 4 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ ...whiteLine({ quantity: 1 }) }]);
  });
});

describe('persistWhenNeeded', () => {
  type Lists = Record<'cart' | 'wishlist' | 'quotes' | 'orders', { items: unknown[] }>;

  function fakeStore() {
    const empty = { items: [] };
    let state: Lists = { cart: empty, wishlist: empty, quotes: empty, orders: empty };
    const listeners = new Set<() => void>();
    return {
      getState: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      change(next: Partial<Lists>) {
        state = { ...state, ...next };
        listeners.forEach((listener) => listener());
      },
    };
  }

  /** Storage holds the fake store's starting lists, apart from `recovered`. */
  const syncedWith = (store: { getState(): Lists }, recovered: Array<keyof Lists> = []) =>
    trackSyncedLists(store.getState(), { stored: [], recovered });

  const fakePersistor = () => ({ flush: jest.fn(() => Promise.resolve()), pause: jest.fn() }) as unknown as Persistor;
  const started = (persistor = fakePersistor()): StartedPersistence => ({ persistor, ready: Promise.resolve() });

  it('fetches the writer only when a list changes', async () => {
    const store = fakeStore();
    const persistor = fakePersistor();
    const start = jest.fn(() => started(persistor));
    const load = jest.fn(() => Promise.resolve(start));
    const persistence = persistWhenNeeded(store, load, { synced: syncedWith(store), onUnavailable: jest.fn() });
    store.change({ orders: { items: [] } }); // a new list, even an empty one, is a change to write
    await persistence.flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
    store.change({ cart: { items: [1] } });
    await persistence.flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(persistor.flush).toHaveBeenCalled();
  });

  it('does not fetch anything while the lists stay as they were', async () => {
    const store = fakeStore();
    const load = jest.fn(() => Promise.resolve(() => started()));
    const persistence = persistWhenNeeded(store, load, { synced: syncedWith(store), onUnavailable: jest.fn() });
    store.change({});
    await persistence.flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts at once when a recovered list has to be written', async () => {
    const load = jest.fn(() => Promise.resolve(() => started()));
    const store = fakeStore();
    const persistence = persistWhenNeeded(store, load, { synced: syncedWith(store, ['cart']), onUnavailable: jest.fn() });
    await persistence.flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports the changed lists unsaved when the writer cannot be fetched, and tries again on the next change', async () => {
    const store = fakeStore();
    const onUnavailable = jest.fn();
    const load = jest
      .fn<Promise<() => StartedPersistence>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(() => started());
    const persistence = persistWhenNeeded(store, load, { synced: syncedWith(store), onUnavailable });
    store.change({ cart: { items: [1] } });
    await persistence.flush();
    expect(onUnavailable).toHaveBeenCalledWith(['cart']);
    store.change({ wishlist: { items: [2] } });
    await persistence.flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('never starts writing once stopped, even when the fetch finishes later', async () => {
    const store = fakeStore();
    const start = jest.fn(() => started());
    const persistence = persistWhenNeeded(store, () => Promise.resolve(start), {
      synced: syncedWith(store),
      onUnavailable: jest.fn(),
    });
    store.change({ cart: { items: [1] } });
    persistence.stop();
    await persistence.flush();
    expect(start).not.toHaveBeenCalled();
  });
});

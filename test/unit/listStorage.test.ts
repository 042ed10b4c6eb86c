import { makeListStorage, type StorageReporter } from '../../src/app/persistence/listStorage';
import { readList } from '../../src/app/persistence/readList';
import { backupKeyFor, readStartingLists, readStoredList } from '../../src/app/persistence/storedLists';
import { trackSyncedLists } from '../../src/app/persistence/syncedLists';
import { isCartLine } from '../../src/shared/entities';
import { blackLine } from '../support/fixtures';

const line = blackLine({ quantity: 2, size: 'big', totalPrice: 2600 });

const empty = { items: [] };
/** The cart list as the adapter sees it; storage is taken to hold nothing yet. */
const cartList = () => ({
  key: 'cart' as const,
  isEntry: isCartLine,
  synced: trackSyncedLists({ cart: empty, wishlist: empty, quotes: empty, orders: empty }, { stored: [], recovered: ['cart'] }),
});

function recordingReporter() {
  const calls: string[] = [];
  const reporter: StorageReporter = {
    writeFailed: (key) => calls.push(`failed:${key}`),
    writeSucceeded: (key) => calls.push(`ok:${key}`),
  };
  return { calls, reporter };
}

describe('readList', () => {
  it('reads a valid list unchanged, extra fields included', () => {
    const legacy = [{ ...line, addedFrom: 'old-shop' }];
    expect(readList(JSON.stringify(legacy), isCartLine)).toEqual({ items: legacy, problem: null });
  });

  it('treats a missing key as an empty list without complaint', () => {
    expect(readList(null, isCartLine)).toEqual({ items: [], problem: null });
  });

  it('reports invalid JSON and a non-list', () => {
    expect(readList('{oops', isCartLine)).toEqual({ items: [], problem: 'invalid-json' });
    expect(readList('{"items":[]}', isCartLine)).toEqual({ items: [], problem: 'not-a-list' });
    expect(readList('"text"', isCartLine)).toEqual({ items: [], problem: 'not-a-list' });
  });

  it('keeps the good entries of a mixed list and drops the rest', () => {
    const raw = JSON.stringify([line, { ...line, size: 'huge' }, { ...line, quantity: 0 }, null, 'x', { ...line, id: 9 }]);
    const result = readList(raw, isCartLine);
    expect(result.items).toEqual([line, { ...line, id: 9 }]);
    expect(result.problem).toBe('dropped-entries');
  });
});

describe('readStoredList', () => {
  it('reads a stored list and says it was found', () => {
    localStorage.setItem('cart', JSON.stringify([line]));
    expect(readStoredList(localStorage, 'cart', isCartLine)).toEqual({ items: [line], found: true, problem: null });
    expect(localStorage.getItem(backupKeyFor('cart'))).toBeNull();
  });

  it('sets unreadable text aside under the backup key before anything can overwrite it', () => {
    localStorage.setItem('cart', '[{"id":1},');
    expect(readStoredList(localStorage, 'cart', isCartLine)).toEqual({ items: [], found: true, problem: 'invalid-json' });
    expect(localStorage.getItem(backupKeyFor('cart'))).toBe('[{"id":1},');
    expect(localStorage.getItem('cart')).toBe('[{"id":1},');
  });

  it('treats storage that throws on access as empty', () => {
    const locked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredList(locked, 'cart', isCartLine)).toEqual({ items: [], found: false, problem: null });
  });
});

describe('readStartingLists', () => {
  it('reads the four keys under the prefix, leaving out keys with nothing stored', () => {
    localStorage.setItem('shop-cart', JSON.stringify([line]));
    localStorage.setItem('shop-orders', '[]');
    localStorage.setItem('wishlist', JSON.stringify([{ id: 1 }]));
    expect(readStartingLists(localStorage, 'shop-')).toEqual({
      lists: { cart: { items: [line] }, orders: { items: [] } },
      recovered: [],
    });
  });

  it('names the lists that were recovered from unreadable text', () => {
    localStorage.setItem('cart', JSON.stringify([line, { id: 'x' }]));
    localStorage.setItem('quotes', '{"a":1}');
    const { lists, recovered } = readStartingLists(localStorage, '');
    expect(lists).toEqual({ cart: { items: [line] }, quotes: { items: [] } });
    expect(recovered).toEqual(['cart', 'quotes']);
    expect(localStorage.getItem('quotes.backup')).toBe('{"a":1}');
  });
});

describe('makeListStorage', () => {
  it('reads back the list wrapped as slice state and writes plain JSON lists', async () => {
    localStorage.setItem('cart', JSON.stringify([line]));
    const { calls, reporter } = recordingReporter();
    const storage = makeListStorage(localStorage, cartList(), reporter);
    await expect(storage.getItem('cart')).resolves.toEqual({ items: [line] });
    await storage.setItem('cart', { items: [line], _persist: { version: -1, rehydrated: true } } as never);
    expect(localStorage.getItem('cart')).toBe(JSON.stringify([line]));
    expect(calls).toEqual(['ok:cart']);
  });

  it('does not write a list storage already holds, such as the one it has just written', async () => {
    const { calls, reporter } = recordingReporter();
    const list = cartList();
    const storage = makeListStorage(localStorage, list, reporter);
    const items = [line];
    await storage.setItem('cart', { items });
    localStorage.setItem('cart', 'written since by another tab');
    await storage.setItem('cart', { items });
    expect(localStorage.getItem('cart')).toBe('written since by another tab');
    list.synced.markSynced('cart', items);
    await storage.setItem('cart', { items: [...items] });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(items);
    expect(calls).toEqual(['ok:cart', 'ok:cart']);
  });

  it('answers null when nothing is stored, so the slice keeps its initial state', async () => {
    const { reporter } = recordingReporter();
    await expect(makeListStorage(localStorage, cartList(), reporter).getItem('cart')).resolves.toBeNull();
  });

  it('catches a quota error on write and reports it instead of throwing', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const { calls, reporter } = recordingReporter();
    await expect(makeListStorage(full, cartList(), reporter).setItem('cart', { items: [line] })).resolves.toBeUndefined();
    expect(calls).toEqual(['failed:cart']);
  });

  it('copes with storage that is missing altogether', async () => {
    const { calls, reporter } = recordingReporter();
    const storage = makeListStorage(undefined, cartList(), reporter);
    await expect(storage.getItem('cart')).resolves.toBeNull();
    await storage.setItem('cart', { items: [] });
    expect(calls).toEqual(['failed:cart']);
  });
});

import { createListStorage } from '../../src/app/persistence/listStorage';
import { readList } from '../../src/app/persistence/readList';
import { backupKeyFor, readStoredText } from '../../src/app/persistence/storedLists';
import { isCartLine } from '../../src/shared/entities';
import { blackLine, storedOrder } from '../support/fixtures';

const line = blackLine({ quantity: 2, size: 'big', totalPrice: 2600 });

/** Storage whose writes throw until `allow()` is called. */
function fullStorage() {
  let full = true;
  const storage = {
    values: new Map<string, string>(),
    getItem: (key: string) => storage.values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      storage.values.set(key, value);
    },
    removeItem: (key: string) => storage.values.delete(key),
  };
  return { storage: storage as unknown as Storage, values: storage.values, allow: () => (full = false) };
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

describe('readStoredText', () => {
  it('sets unreadable text aside under the backup key before anything can overwrite it', () => {
    expect(readStoredText(localStorage, 'cart', 'cart', '[{"id":1},')).toEqual({ items: [], problem: 'invalid-json' });
    expect(localStorage.getItem(backupKeyFor('cart'))).toBe('[{"id":1},');
  });

  it('makes no backup of readable text', () => {
    expect(readStoredText(localStorage, 'cart', 'cart', JSON.stringify([line]))).toEqual({ items: [line], problem: null });
    expect(localStorage.getItem(backupKeyFor('cart'))).toBeNull();
  });
});

describe('createListStorage', () => {
  it('reads the four keys under the prefix, leaving out keys with nothing stored', () => {
    localStorage.setItem('shop-cart', JSON.stringify([line]));
    localStorage.setItem('shop-orders', '[]');
    localStorage.setItem('wishlist', JSON.stringify([{ id: 1 }]));
    expect(createListStorage(localStorage, 'shop-').readAll()).toEqual({
      lists: { cart: { items: [line] }, orders: { items: [] } },
      recovered: [],
    });
  });

  it('names the lists recovered from unreadable text and keeps the original aside', () => {
    localStorage.setItem('cart', JSON.stringify([line, { id: 'x' }]));
    localStorage.setItem('quotes', '{"a":1}');
    const { lists, recovered } = createListStorage(localStorage, '').readAll();
    expect(lists).toEqual({ cart: { items: [line] }, quotes: { items: [] } });
    expect(recovered).toEqual(['cart', 'quotes']);
    expect(localStorage.getItem('quotes.backup')).toBe('{"a":1}');
  });

  it('treats storage that throws on access as empty', () => {
    const locked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(createListStorage(locked, '').readAll()).toEqual({ lists: {}, recovered: [] });
  });

  it('writes a bare JSON list at once, and nothing when storage holds exactly that list', () => {
    const lists = createListStorage(localStorage, '');
    lists.readAll();
    const items = [line];
    expect(lists.write('cart', items)).toEqual({ status: 'written' });
    expect(localStorage.getItem('cart')).toBe(JSON.stringify([line]));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      expect(lists.write('cart', items)).toEqual({ status: 'unchanged' });
      expect(lists.write('cart', [{ ...line }])).toEqual({ status: 'unchanged' });
      expect(lists.write('wishlist', [])).toEqual({ status: 'unchanged' }); // nothing stored is an empty list
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('notices text someone else wrote, and not its own', () => {
    const lists = createListStorage(localStorage, '');
    lists.readAll();
    lists.write('orders', [storedOrder()]);
    expect(lists.readIfChanged('orders')).toBeNull();
    localStorage.setItem('orders', JSON.stringify([storedOrder({ id: 'ORD-2' }), { broken: true }]));
    expect(lists.readIfChanged('orders')).toEqual({ items: [storedOrder({ id: 'ORD-2' })], problem: 'dropped-entries' });
    expect(lists.readIfChanged('orders')).toBeNull();
    // Cleaned up, so the clean list is still to be written.
    expect(lists.known('orders').items).toBeNull();
  });

  it('reports a refused write instead of throwing, and writes the same list once storage has room', () => {
    const { storage, values, allow } = fullStorage();
    const lists = createListStorage(storage, '');
    lists.readAll();
    const items = [line];
    const outcome = lists.write('cart', items);
    expect(outcome.status).toBe('failed');
    expect((outcome as { error: Error }).error.name).toBe('QuotaExceededError');
    allow();
    expect(lists.write('cart', items)).toEqual({ status: 'written' });
    expect(values.get('cart')).toBe(JSON.stringify(items));
  });

  it('copes with storage that is missing altogether', () => {
    const lists = createListStorage(undefined, '');
    expect(lists.readAll()).toEqual({ lists: {}, recovered: [] });
    expect(lists.write('cart', [line]).status).toBe('failed');
  });

  it('puts back what a key held before, or removes a key that held nothing', () => {
    localStorage.setItem('cart', '[]');
    const lists = createListStorage(localStorage, '');
    lists.readAll();
    const cartBefore = lists.known('cart');
    const ordersBefore = lists.known('orders');
    lists.write('cart', [line]);
    lists.write('orders', [storedOrder()]);
    lists.restore('cart', cartBefore);
    lists.restore('orders', ordersBefore);
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(localStorage.getItem('orders')).toBeNull();
    expect(lists.readIfChanged('cart')).toBeNull();
  });
});

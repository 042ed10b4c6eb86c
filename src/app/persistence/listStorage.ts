import { createPersistoid, type Persistoid, type Storage as PersistStorage } from 'redux-persist';
import { LIST_KEYS, type ListKey } from '../../shared/events';
import type { ReadResult } from './readList';
import type { TabVersions } from './tabVersions';
import { backupKeyFor, readStoredText, safeGet, storageKeyFor } from './storedLists';

/** What became of one write. */
export type WriteOutcome = { status: 'written' | 'unchanged' } | { status: 'failed'; error: unknown };

/** What this tab knows one key to hold: its text, and the list in the store that text stands for. */
const UNCHANGED: WriteOutcome = { status: 'unchanged' };
const WRITTEN: WriteOutcome = { status: 'written' };

export interface KnownList {
  text: string | null;
  /** null when the text had to be cleaned up, so the clean list still has to be written. */
  items: readonly unknown[] | null;
}

export interface ListStorage {
  /** The lists storage holds now, validated; keys holding nothing are left out. Done once, at start. */
  readAll(): { lists: Partial<Record<ListKey, { items: unknown[] }>>; recovered: ListKey[] };
  /** Reads `key` again if its text is not what this tab last read or wrote; null when it is. */
  readIfChanged(key: ListKey): ReadResult<unknown> | null;
  /** The text storage holds for `key` right now, as this tab sees it. */
  peek(key: ListKey): string | null;
  /** The readable entries of `text` found under `key` (unreadable text is set aside first). */
  parse(key: ListKey, text: string | null): unknown[];
  /** Writes `items` as a bare JSON list, unless storage holds exactly that already. Never throws. */
  write(key: ListKey, items: readonly unknown[]): WriteOutcome;
  /**
   * "Clear my data": removes the four lists and their backups (other tabs hear of it as emptied
   * lists). What is kept beside them the page removes first (features/privacy/forgetKeptBeside.ts).
   */
  removeAll(): void;
  /** What `key` is known to hold; with `restore`, undoes a write that must not stand alone. */
  known(key: ListKey): KnownList;
  restore(key: ListKey, previous: KnownList): void;
}

/**
 * The one place that touches the four keys. Reads are synchronous and
 * validated; writes go through redux-persist's persistoid (its write queue,
 * flushed at once) into a storage engine that stores the bare list. For each
 * key it remembers the text storage holds, so a list this tab did not change
 * is never written back, and a write by someone else is noticed before this
 * tab writes over it.
 */
export function createListStorage(
  storage: Storage | undefined,
  keyPrefix: string,
  versions?: Pick<TabVersions, 'adopted' | 'writing'>,
): ListStorage {
  const known = new Map<ListKey, KnownList>(LIST_KEYS.map((key) => [key, { text: null, items: [] }]));

  const remember = (key: ListKey, text: string | null, result: ReadResult<unknown>) => {
    known.set(key, { text, items: result.problem ? null : result.items });
    return result;
  };
  const readKey = (key: ListKey) => {
    const storageKey = storageKeyFor(key, keyPrefix);
    const text = safeGet(storage, storageKey);
    return { text, result: () => remember(key, text, readStoredText(storage, storageKey, key, text)) };
  };

  // redux-persist's storage contract: promises, and with `serialize: false` the staged `{ items }` object.
  // setItem throws at once when the browser refuses: flush() calls it synchronously, so the
  // refusal comes out of flush() itself and write() returns it.
  const engine: PersistStorage = {
    getItem: (storageKey: string) => Promise.resolve(safeGet(storage, storageKey)),
    setItem(storageKey: string, staged: { items?: readonly unknown[] }) {
      if (!storage) throw new Error('localStorage is not available');
      storage.setItem(storageKey, JSON.stringify(staged.items ?? []));
      return Promise.resolve();
    },
    removeItem(storageKey: string) {
      try {
        storage?.removeItem(storageKey);
      } catch {
        /* removal is never user-visible */
      }
      return Promise.resolve();
    },
  };
  const newPersistoid = (key: ListKey) =>
    createPersistoid({ key, keyPrefix, storage: engine, serialize: false, whitelist: ['items'] });
  const persistoids = new Map<ListKey, Persistoid>(LIST_KEYS.map((key) => [key, newPersistoid(key)]));

  return {
    readAll() {
      const lists: Partial<Record<ListKey, { items: unknown[] }>> = {};
      const recovered: ListKey[] = [];
      for (const key of LIST_KEYS) {
        const { text, result } = readKey(key);
        const { items, problem } = result();
        if (text !== null) lists[key] = { items };
        if (text !== null) versions?.adopted(key, text);
        if (problem) recovered.push(key);
      }
      return { lists, recovered };
    },
    peek: (key) => safeGet(storage, storageKeyFor(key, keyPrefix)),
    parse: (key, text) => readStoredText(storage, storageKeyFor(key, keyPrefix), key, text).items,
    readIfChanged(key) {
      const { text, result } = readKey(key);
      return text === known.get(key)?.text ? null : result();
    },
    write(key, items) {
      const held = known.get(key) as KnownList;
      if (held.items === items) return UNCHANGED;
      const text = JSON.stringify(items);
      // Nothing stored and an empty list mean the same; a first visit writes nothing.
      if (text === held.text || (held.text === null && items.length === 0)) {
        known.set(key, { text: held.text, items });
        return UNCHANGED;
      }
      try {
        versions?.writing(key, text);
        const persistoid = persistoids.get(key) as Persistoid;
        persistoid.update({ items });
        void persistoid.flush(); // the engine is synchronous: written, or thrown, by now
      } catch (error) {
        // It now takes these items as written; a fresh one lets the same list be tried again.
        persistoids.set(key, newPersistoid(key));
        return { status: 'failed', error };
      }
      known.set(key, { text, items });
      return WRITTEN;
    },
    removeAll() {
      for (const key of LIST_KEYS) {
        const storageKey = storageKeyFor(key, keyPrefix);
        for (const name of [storageKey, backupKeyFor(storageKey)]) void engine.removeItem(name);
        known.set(key, { text: null, items: null });
      }
    },
    known: (key) => known.get(key) as KnownList,
    restore(key, previous) {
      const storageKey = storageKeyFor(key, keyPrefix);
      try {
        if (previous.text === null) storage?.removeItem(storageKey);
        else storage?.setItem(storageKey, previous.text);
        known.set(key, previous);
      } catch {
        /* putting back a shorter, older text practically always succeeds */
      }
    },
  };
}

import type { Persistor } from 'redux-persist';
import { LIST_KEYS, type ListKey } from '../../shared/events';
import type { SyncedLists } from './syncedLists';

type Lists = Record<ListKey, { items: unknown[] }>;

interface ListStore {
  getState(): Lists;
  subscribe(listener: () => void): () => void;
}

/** redux-persist, started; `ready` settles once it has taken over the current lists. */
export interface StartedPersistence {
  persistor: Persistor;
  ready: Promise<void>;
}

export interface LazyPersistence {
  /** Resolves once everything changed so far is in storage (or could not be written). */
  flush(): Promise<void>;
  /** Stops watching and writing (unmount). */
  stop(): void;
}

/**
 * The lists were read when the store was made, so the first screen needs no
 * redux-persist at all. It is fetched the first time a list differs from what
 * storage holds: this tab changed it, or an unreadable list must be replaced by
 * what was recovered from it. If it cannot be fetched (the connection
 * dropped), those lists are reported unsaved and the next change tries again.
 */
export function persistWhenNeeded(
  store: ListStore,
  /** Fetches the writing half; resolves to the function that starts it. */
  load: () => Promise<() => StartedPersistence>,
  { synced, onUnavailable }: { synced: SyncedLists; onUnavailable: (keys: ListKey[]) => void },
): LazyPersistence {
  const changedKeys = () => LIST_KEYS.filter((key) => !synced.isSynced(key, store.getState()[key].items));
  let persistor: Persistor | null = null;
  let starting: Promise<void> | null = null;
  let stopped = false;
  let unsubscribe = () => {};

  const begin = () => {
    starting ??= load().then(
      (startPersisting) => {
        if (stopped) return undefined;
        unsubscribe();
        const started = startPersisting();
        persistor = started.persistor;
        return started.ready;
      },
      () => {
        starting = null;
        onUnavailable(changedKeys());
      },
    );
    return starting;
  };

  if (changedKeys().length > 0) void begin();
  unsubscribe = store.subscribe(() => {
    if (!stopped && !persistor && changedKeys().length > 0) void begin();
  });

  return {
    async flush() {
      await starting;
      await persistor?.flush();
    },
    stop() {
      stopped = true;
      unsubscribe();
      persistor?.pause();
    },
  };
}

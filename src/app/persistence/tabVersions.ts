import type { UnknownAction } from '@reduxjs/toolkit';
import { LIST_KEYS, type ListKey } from '../../shared/events';

/**
 * Per tab, how many of its changes to one list a stored text holds; under
 * '@', the list nobody published that the chain of writes started from.
 */
type Versions = Record<string, number | string>;

/** Changes a tab keeps to put back; a tab that is further behind than this lost its race long ago. */
const MOST_KEPT = 200;
/** Texts whose versions a tab publishes: enough for the writes other tabs have not heard of yet. */
const MOST_PUBLISHED = 32;
/** A closed tab's versions are dropped by the next tab that starts a day later. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** A short, stable digest of one list's text (FNV-1a): the versions are looked up by it. */
function digest(key: ListKey, text: string): string {
  let hash = 0x811c9dc5;
  const input = `${key}\n${text}`;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36) + input.length.toString(36);
}

/**
 * Which of this tab's changes each stored list holds, so that a change lost to
 * another tab's write is put back exactly once.
 *
 * Each tab reads a copy of storage that other tabs' writes reach a little
 * later. Two tabs adding at the same moment each build on the same list, and
 * the browser keeps whichever write it applies second: the other tab's
 * change is gone from storage, though its dialog said it was added. Neither
 * the list's text nor the `storage` event tells whose changes a list holds.
 *
 * So each tab numbers its changes per list and, before each write, publishes
 * under its own key (`listVersions.<tab>`, written by no other tab, so never
 * lost) how many changes of every tab the text it writes holds. A tab that
 * meets another tab's list (an event, or a read before its own change) looks
 * its text up there; if the list lacks changes of its own, it applies them
 * again, oldest first, on top of that list, and writes the result. No other
 * tab puts those changes back, so none is counted twice. A list whose versions
 * nobody published (none yet, written by the host page, or by a tab long
 * closed) is taken as it is: it holds what this tab had done by the time it
 * read it, and the versions built on it say so ('@').
 */
export interface TabVersions {
  /** The store now holds `text` of `key`, read from storage (null: nothing is known of it). */
  adopted(key: ListKey, text: string | null): void;
  /** This tab's own `action` changed `key`. */
  changed(key: ListKey, action: UnknownAction): void;
  /** This tab's changes that the store's `key` lacks, oldest first. */
  lacking(key: ListKey): readonly UnknownAction[];
  /** They have been applied again on top of the store's `key`. */
  restored(key: ListKey): void;
  /** About to write `text` to `key`: publishes what it holds. */
  writing(key: ListKey, text: string): void;
  /** "Clear my data": forgets every change and removes every tab's versions. */
  cleared(): void;
}

export function createTabVersions(storage: Storage | undefined, keyPrefix: string, tab: string): TabVersions {
  const prefix = `${keyPrefix}listVersions.`;
  const ownKey = prefix + tab;
  const counts = Object.fromEntries(LIST_KEYS.map((key) => [key, 0])) as Record<ListKey, number>;
  const changes = new Map<ListKey, UnknownAction[]>();
  const current = new Map<ListKey, Versions>();
  const published = new Map<string, Versions>();
  /** Per unpublished list this tab read, how many of its own changes it had made by then. */
  const readAt = new Map<string, number>();
  const unpublished = (key: ListKey, text: string | null) => {
    const id = text === null ? `${key}:-` : digest(key, text);
    readAt.set(id, counts[key]);
    current.set(key, { '@': id });
  };
  LIST_KEYS.forEach((key) => unpublished(key, null));

  const otherTabs = () => {
    const found: Array<{ key: string; at: number; versions: Record<string, Versions> }> = [];
    try {
      for (let index = 0; storage && index < storage.length; index += 1) {
        const name = storage.key(index);
        if (!name?.startsWith(prefix) || name === ownKey) continue;
        const parsed = JSON.parse(storage.getItem(name) ?? 'null') as { at?: number; v?: Record<string, Versions> } | null;
        if (parsed?.v) found.push({ key: name, at: Number(parsed.at) || 0, versions: parsed.v });
      }
    } catch {
      /* unreadable versions are as good as none */
    }
    return found;
  };
  const lookUp = (key: ListKey, text: string) => {
    const id = digest(key, text);
    return otherTabs().find((other) => other.versions[id])?.versions[id] ?? null;
  };

  // A day-old tab is closed: its versions are of no use any more.
  try {
    for (const other of otherTabs()) if (Date.now() - other.at > STALE_AFTER_MS) storage?.removeItem(other.key);
  } catch {
    /* never user-visible */
  }

  return {
    adopted(key, text) {
      const found = text === null ? null : lookUp(key, text);
      if (found) current.set(key, found);
      else unpublished(key, text);
    },
    changed(key, action) {
      counts[key] += 1;
      changes.set(key, [...(changes.get(key) ?? []).slice(1 - MOST_KEPT), action]);
      current.set(key, { ...current.get(key), [tab]: counts[key] });
    },
    lacking(key) {
      const versions = current.get(key) ?? {};
      const start = versions['@'];
      // Holds ours up to its count for this tab, else what we had done when we read the list it started from.
      const held = versions[tab] ?? (typeof start === 'string' ? readAt.get(start) : undefined);
      const missing = typeof held === 'number' ? counts[key] - held : 0;
      return missing > 0 ? (changes.get(key) ?? []).slice(-missing) : [];
    },
    restored(key) {
      current.set(key, { ...current.get(key), [tab]: counts[key] });
    },
    writing(key, text) {
      const versions = current.get(key);
      if (!versions || !storage) return;
      published.delete(digest(key, text));
      published.set(digest(key, text), versions);
      while (published.size > MOST_PUBLISHED) published.delete(published.keys().next().value as string);
      try {
        storage.setItem(ownKey, JSON.stringify({ at: Date.now(), v: Object.fromEntries(published) }));
      } catch {
        /* the list's own write reports a full storage */
      }
    },
    cleared() {
      changes.clear();
      published.clear();
      LIST_KEYS.forEach((key) => unpublished(key, null));
      try {
        [ownKey, ...otherTabs().map((other) => other.key)].forEach((name) => storage?.removeItem(name));
      } catch {
        /* never user-visible */
      }
    },
  };
}

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
  const counts: Record<string, number> = {};
  const changes: Record<string, UnknownAction[]> = {};
  const current: Record<string, Versions> = {};
  let published: Record<string, Versions> = {};
  /** Per unpublished list this tab read, how many of its own changes it had made by then. */
  const readAt: Record<string, number> = {};
  const unpublished = (key: ListKey, text: string | null) => {
    const id = text === null ? key : digest(key, text);
    readAt[id] = counts[key] ?? 0;
    current[key] = { '@': id };
  };
  /** Every other tab's published versions (none when storage cannot be read). */
  const eachOtherTab = (visit: (name: string, texts: Record<string, Versions> | undefined, at: number) => void) => {
    try {
      for (let index = storage?.length ?? 0; index--; ) {
        const name = storage?.key(index);
        if (!name?.startsWith(prefix) || name === ownKey) continue;
        const parsed = JSON.parse(storage?.getItem(name) ?? '{}') as { at?: number; v?: Record<string, Versions> };
        visit(name, parsed.v, Number(parsed.at));
      }
    } catch {
      /* unreadable versions are as good as none */
    }
  };
  // A day-old tab is closed: its versions are of no use any more.
  eachOtherTab((name, _texts, at) => {
    if (!(Date.now() - at < STALE_AFTER_MS)) storage?.removeItem(name);
  });
  LIST_KEYS.forEach((key) => unpublished(key, null));

  return {
    adopted(key, text) {
      let found: Versions | undefined;
      if (text !== null) eachOtherTab((_name, texts) => (found ??= texts?.[digest(key, text)]));
      if (found) current[key] = found;
      else unpublished(key, text);
    },
    changed(key, action) {
      counts[key] = (counts[key] ?? 0) + 1;
      changes[key] = [...(changes[key] ?? []).slice(1 - MOST_KEPT), action];
      current[key] = { ...current[key], [tab]: counts[key] };
    },
    lacking(key) {
      const versions = current[key] ?? {};
      // Holds ours up to its count for this tab, else what we had done when we read the list it started from.
      const held = versions[tab] ?? readAt[versions['@'] as string];
      const missing = typeof held === 'number' ? (counts[key] ?? 0) - held : 0;
      return missing > 0 ? (changes[key] ?? []).slice(-missing) : [];
    },
    restored(key) {
      current[key] = { ...current[key], [tab]: counts[key] ?? 0 };
    },
    writing(key, text) {
      const id = digest(key, text);
      delete published[id];
      published[id] = current[key] as Versions;
      published = Object.fromEntries(Object.entries(published).slice(-MOST_PUBLISHED));
      try {
        storage?.setItem(ownKey, JSON.stringify({ at: Date.now(), v: published }));
      } catch {
        /* the list's own write reports a full storage */
      }
    },
    cleared() {
      published = {};
      LIST_KEYS.forEach((key) => {
        changes[key] = [];
        unpublished(key, null);
      });
      storage?.removeItem(ownKey);
      eachOtherTab((name) => storage?.removeItem(name));
    },
  };
}

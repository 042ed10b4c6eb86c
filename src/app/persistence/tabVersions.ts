import type { UnknownAction } from '@reduxjs/toolkit';
import { LIST_KEYS, type ListKey } from '../../shared/events';
import { safeGet } from './storedLists';

/**
 * Per tab, how many of its changes to one list a stored text holds; under
 * '@', the list nobody published that the chain of writes started from.
 */
type Versions = Record<string, number | string>;

/** Changes a tab keeps to put back; a tab that is further behind than this lost its race long ago. */
const MOST_KEPT = 200;
/**
 * Tabs whose versions are kept at once: the newest writers. An older tab's key is removed by
 * the next tab that writes, and that tab's changes until then count as settled.
 */
export const MOST_TABS = 6;
/** The most all tabs keep beside the lists, in characters of key names and values together (what a storage quota counts). */
export const KEPT_BESIDE_LISTS = 4096;
/** One tab's share: its key's name and value; the oldest texts it published go first. */
const KEY_BUDGET = Math.floor(KEPT_BESIDE_LISTS / MOST_TABS);
/** A key untouched this long belongs to a closed tab: the next tab that starts or writes removes it. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** What one tab keeps under its key: when it last wrote, and the versions of the texts it wrote last. */
interface Kept {
  at: number;
  v?: Record<string, Versions>;
}

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
 *
 * What the tabs keep has a bound (docs/decisions/0038): the newest MOST_TABS
 * writers' keys, each within its share of KEPT_BESIDE_LISTS. A tab's counts are
 * needed only just after it wrote; a tab whose key was removed counts its
 * changes as held and goes on under a new name, so none is applied twice.
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

export function createTabVersions(storage: Storage | undefined, keyPrefix: string, firstTab: string, now: () => number = Date.now): TabVersions {
  const prefix = `${keyPrefix}listVersions.`;
  let tab = firstTab;
  let ownKey = prefix + tab;
  /** Whether this tab's key was written since it took its name: gone then, another tab removed it. */
  let ownPublished = false;
  let renamed = 0;
  const counts: Record<string, number> = {};
  const changes: Record<string, UnknownAction[]> = {};
  const current: Record<string, Versions> = {};
  let published: Record<string, Versions> = {};
  /** Per unpublished list this tab read, how many of its own changes it had made by then. */
  let readAt: Record<string, number> = {};
  const unpublished = (key: ListKey, text: string | null) => {
    const id = text === null ? key : digest(key, text);
    readAt[id] = counts[key] ?? 0;
    current[key] = { '@': id };
  };
  /** Every other tab's key and what it holds (its `at` is not a number when unreadable); none when storage cannot be read. */
  const otherTabs = (): Array<[string, Kept]> => {
    const names: string[] = [];
    try {
      // Names first, removals after: removing while walking the keys skips some in Chromium.
      for (let index = 0; index < (storage?.length ?? 0); index += 1) names.push(storage?.key(index) as string);
    } catch {
      /* unreadable storage holds no versions */
    }
    return names
      .filter((name) => name?.startsWith(prefix) && name !== ownKey)
      .map((name) => {
        try {
          return [name, { ...(JSON.parse(safeGet(storage, name) as string) as Kept) }];
        } catch {
          return [name, { at: NaN }]; // unreadable versions are as good as none
        }
      });
  };
  /**
   * Removes the keys of closed tabs (a day untouched, or unreadable) and all but the newest
   * writers', so that what is kept stays within KEPT_BESIDE_LISTS. Returns the names of the
   * other tabs kept.
   */
  const prune = (): Set<string> => {
    const tabs = otherTabs();
    const kept = tabs
      .filter(([, { at }]) => now() - at < STALE_AFTER_MS)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, MOST_TABS - 1);
    tabs.forEach(([name, versions]) => kept.some((each) => each[1] === versions) || storage?.removeItem(name));
    return new Set(kept.map(([name]) => name.slice(prefix.length)));
  };
  /**
   * Another tab removed this tab's key (it was among the oldest writers): what it did so far
   * counts as settled, and it goes on under a new name, as a tab that has just read the lists.
   */
  const renameIfForgotten = () => {
    if (!ownPublished || safeGet(storage, ownKey) !== null) return;
    const old = tab;
    tab = `${firstTab}-${++renamed}`;
    ownKey = prefix + tab;
    ownPublished = false;
    published = {};
    readAt = {};
    for (const key of LIST_KEYS) {
      counts[key] = 0;
      changes[key] = [];
      delete current[key]?.[old];
      readAt[current[key]?.['@'] as string] = 0;
    }
  };
  prune();
  LIST_KEYS.forEach((key) => unpublished(key, null));

  return {
    adopted(key, text) {
      renameIfForgotten();
      let found: Versions | undefined;
      if (text !== null) {
        const id = digest(key, text);
        for (const [, kept] of otherTabs()) found ??= kept?.v?.[id];
      }
      if (!found) return unpublished(key, text);
      current[key] = found;
      // A list built on the same start without this tab's changes holds what it had done by now,
      // as the start itself does when this tab reads it (a tab that starts on another's list).
      const start = found['@'] as string;
      if (found[tab] === undefined) readAt[start] ??= counts[key] ?? 0;
    },
    changed(key, action) {
      renameIfForgotten();
      counts[key] = (counts[key] ?? 0) + 1;
      changes[key] = [...(changes[key] ?? []).slice(1 - MOST_KEPT), action];
      current[key] = { ...current[key], [tab]: counts[key] };
    },
    lacking(key) {
      renameIfForgotten();
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
      // Counts of tabs whose keys are gone are dropped: those tabs count them as settled.
      const kept = prune();
      const versions = { ...current[key] };
      for (const name in versions) if (name !== '@' && name !== tab && !kept.has(name)) delete versions[name];
      const id = digest(key, text);
      delete published[id];
      published[id] = versions;
      const at = now();
      const texts = Object.entries(published);
      while (texts.length > 1 && ownKey.length + JSON.stringify({ at, v: Object.fromEntries(texts) }).length > KEY_BUDGET) texts.shift();
      published = Object.fromEntries(texts);
      try {
        storage?.setItem(ownKey, JSON.stringify({ at, v: published }));
        ownPublished = true;
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
      ownPublished = false;
      [[ownKey], ...otherTabs()].forEach(([name]) => storage?.removeItem(name as string));
    },
  };
}

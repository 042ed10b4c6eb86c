import { createTabVersions, KEPT_BESIDE_LISTS, MOST_TABS, STALE_AFTER_MS, type TabVersions } from '../../src/app/persistence/tabVersions';

// What the tabs keep beside the lists (src/app/persistence/tabVersions.ts) stays within a fixed
// size however many tabs write, and the first tab to start a day later leaves nothing stale.
// Each writer here is the real bookkeeping of one tab, on the one jsdom localStorage they share.

const added = { type: 'cart/itemAdded' };

/** Every `listVersions.*` key: how many, and their names and values in characters, as a quota counts them. */
function keptBeside() {
  const names = Object.keys(localStorage).filter((name) => name.startsWith('listVersions.'));
  const size = names.reduce((sum, name) => sum + name.length + (localStorage.getItem(name) as string).length, 0);
  return { keys: names.length, size };
}

/** One tab of the shop, as the write-through does it: reads the stored cart, adds one number to it, publishes, writes. */
function writer(name: string, clock: () => number) {
  const versions = createTabVersions(localStorage, '', name, clock);
  const add = () => {
    const text = localStorage.getItem('cart');
    versions.adopted('cart', text);
    expect(versions.lacking('cart')).toEqual([]);
    versions.changed('cart', added);
    const next = JSON.stringify([...(JSON.parse(text ?? '[]') as string[]), name]);
    versions.writing('cart', next);
    localStorage.setItem('cart', next);
  };
  return { versions, add };
}

describe('what the tabs keep beside the lists', () => {
  let now = Date.UTC(2026, 0, 1);
  const clock = () => now;
  beforeEach(() => {
    now = Date.UTC(2026, 0, 1);
  });

  it(`stays within ${KEPT_BESIDE_LISTS} characters and ${MOST_TABS} keys with 200 tabs adding, one of them 150 times, and a day later is gone`, () => {
    const busy = writer('busy', clock);
    let largest = { keys: 0, size: 0 };
    for (let index = 0; index < 200; index += 1) {
      now += 1000;
      writer(`tab${index}`, clock).add();
      if (index < 150) busy.add();
      const kept = keptBeside();
      largest = { keys: Math.max(largest.keys, kept.keys), size: Math.max(largest.size, kept.size) };
    }
    // Every addition is in the list: none was lost on the way.
    expect((JSON.parse(localStorage.getItem('cart') as string) as string[]).length).toBe(350);
    expect(largest.keys).toBeLessThanOrEqual(MOST_TABS);
    expect(largest.size).toBeLessThanOrEqual(KEPT_BESIDE_LISTS);
    // They did fill their share: a bound that is never reached would prove nothing.
    expect(largest.keys).toBe(MOST_TABS);

    // A day later the first tab to start removes every key: all their writers are closed.
    now += STALE_AFTER_MS;
    createTabVersions(localStorage, '', 'later', clock);
    expect(keptBeside()).toEqual({ keys: 0, size: 0 });
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('keeps the keys of tabs that wrote within the day, and removes the older ones', () => {
    writer('old', clock).add();
    now += STALE_AFTER_MS - 1000;
    writer('recent', clock).add();
    now += 1000;
    createTabVersions(localStorage, '', 'later', clock);
    expect(Object.keys(localStorage).filter((name) => name.startsWith('listVersions.'))).toEqual(['listVersions.recent']);
  });

  it('a tab whose key the newer writers removed counts its changes as settled: it applies none of them again', () => {
    const early = writer('early', clock);
    early.add();
    early.add();
    for (let index = 0; index < MOST_TABS; index += 1) {
      now += 1000;
      writer(`tab${index}`, clock).add();
    }
    expect(localStorage.getItem('listVersions.early')).toBeNull();
    // The list it meets holds its two additions, though no key says so any more.
    early.versions.adopted('cart', localStorage.getItem('cart'));
    expect(early.versions.lacking('cart')).toEqual([]);
    // It goes on under a new name, and its next change is put back if a write drops it.
    now += 1000;
    early.add();
    expect(Object.keys(localStorage)).toContain('listVersions.early-1');
  });

  it('two tabs that started on a list a closed tab published lose nothing when they add at the same moment', () => {
    writer('closed', clock).add();
    const start = localStorage.getItem('cart');
    const tabs: TabVersions[] = ['a', 'b'].map((name) => createTabVersions(localStorage, '', name, clock));
    tabs.forEach((versions) => versions.adopted('cart', start));
    // Both build on the same list; b's write comes second and drops a's addition.
    const [a, b] = tabs as [TabVersions, TabVersions];
    a.changed('cart', added);
    a.writing('cart', '["closed","a"]');
    b.changed('cart', added);
    b.writing('cart', '["closed","b"]');
    a.adopted('cart', '["closed","b"]');
    expect(a.lacking('cart')).toEqual([added]);
  });
});

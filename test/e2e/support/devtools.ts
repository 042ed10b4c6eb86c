import type { Page } from 'puppeteer';

/**
 * Before the app runs, the page gets a stand-in for the Redux DevTools extension
 * that sits where the extension sits (it wraps the store innermost, so it sees
 * every action that reaches the reducers) and keeps them as JSON, the way an
 * export writes them.
 */
export async function recordLikeDevTools(page: Page) {
  await page.evaluateOnNewDocument(() => {
    type Creator = (reducer: unknown, preloaded: unknown) => { dispatch(action: unknown): unknown; getState(): unknown };
    type Enhancer = (next: Creator) => Creator;
    const records: Array<{ name: unknown; trace: unknown; actions: string[]; state: () => string }> = [];
    Object.assign(window, {
      __devToolsRecords: records,
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
        (config: { name?: string; trace?: boolean }) =>
        (...enhancers: Enhancer[]) =>
        (createStore: Creator): Creator =>
        (reducer, preloaded) => {
          const actions: string[] = [];
          const instrumented: Creator = (r, p) => {
            const store = createStore(r, p);
            return {
              ...store,
              dispatch: (action: unknown) => {
                actions.push(JSON.stringify(action));
                return store.dispatch(action);
              },
            };
          };
          const store = enhancers.reduceRight<Creator>((next, enhancer) => enhancer(next), instrumented)(reducer, preloaded);
          records.push({ name: config.name, trace: config.trace, actions, state: () => JSON.stringify(store.getState()) });
          return store;
        },
    });
  });
}

/** The first store's recording: its DevTools name and trace flag, the exported log and its state now. */
export const readRecording = (page: Page) =>
  page.evaluate(() => {
    const records = (window as unknown as { __devToolsRecords: Array<{ name: string; trace: boolean; actions: string[]; state: () => string }> })
      .__devToolsRecords;
    const [record] = records;
    return {
      stores: records.length,
      name: record?.name,
      trace: record?.trace,
      exported: `[${record?.actions.join(',') ?? ''}]`,
      finalState: record?.state() ?? 'null',
    };
  });


import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Page } from 'puppeteer';
import { memoryStorage } from '../../../src/app/persistence/memoryStorage';
import { makeStore, rootReducer } from '../../../src/app/store';
import { withDeliveryReducer } from '../../../src/features/delivery/withDeliveryReducer';

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
    type Reducer = (state: unknown, action: unknown) => unknown;
    const records: Array<{ name: unknown; trace: unknown; actions: string[]; state: () => string; dispatch(action: unknown): unknown; reducer: Reducer }> = [];
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
          records.push({
            name: config.name,
            trace: config.trace,
            actions,
            state: () => JSON.stringify(store.getState()),
            dispatch: (action) => store.dispatch(action),
            reducer: reducer as Reducer,
          });
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


/**
 * What QA does with an exported log in a fresh tab: plays it into the tab's
 * store (`dispatched`, as DevTools' dispatcher does) or folds it through the
 * store's reducer from the start (`folded`, as DevTools recomputes states on
 * import). Returns both resulting states as JSON.
 */
export const replayInPage = (page: Page, exported: string) =>
  page.evaluate((log: string) => {
    const [record] = (
      window as unknown as {
        __devToolsRecords: Array<{ dispatch(action: unknown): unknown; reducer(state: unknown, action: unknown): unknown; state(): string }>;
      }
    ).__devToolsRecords;
    if (!record) throw new Error('the page made no store');
    const actions = JSON.parse(log) as unknown[];
    const folded = actions.reduce(record.reducer, record.reducer(undefined, { type: '@@INIT' }));
    actions.forEach((action) => record.dispatch(action));
    return { dispatched: record.state(), folded: JSON.stringify(folded) };
  }, exported);

/**
 * What QA does with an exported log of a delivering shop in Node: plays it
 * into a fresh store (delivery's reducer included) whose storage holds the
 * lists stored when the recording began. Returns the log and the state it
 * rebuilds, as JSON would carry it, to compare with the recording's final state.
 */
export function replayInNode(exported: string, startingLists: Record<string, string | null>) {
  const log = JSON.parse(exported) as UnknownAction[];
  const storage = memoryStorage();
  for (const [key, text] of Object.entries(startingLists)) if (text !== null) storage.setItem(key, text);
  const store = makeStore(undefined, undefined, { storage });
  store.replaceReducer(withDeliveryReducer(rootReducer) as unknown as Reducer<ReturnType<typeof store.getState>>);
  for (const action of log) store.dispatch(action);
  return { log, state: JSON.parse(JSON.stringify(store.getState())) as unknown };
}

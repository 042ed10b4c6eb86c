/**
 * src/main.tsx starts the standalone shop over three tasks: the main script's
 * own evaluation (which on a slow phone is mostly V8 finishing the file's
 * compile), then the shop's modules, then the start. As one task it was a long
 * task of its own on every page (README, "The start in three tasks").
 */
const mockEvaluated: string[] = [];
const mockHydrate = jest.fn();
// Stands in for the start only, to see when its module is evaluated and when it is called.
jest.mock('../../src/app/hydrate', () => {
  mockEvaluated.push('src/app/hydrate');
  return { hydrate: mockHydrate };
});

/** Lets every queued promise callback run, as the end of a task would. */
async function endOfTask() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('the standalone entry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"><header data-hydrating=""></header></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it("evaluates the shop's modules in a later task than its own, and starts the shop in the one after", async () => {
    // The entry is a script with no exports; it runs as it is required.
    jest.isolateModules(() => jest.requireActual('../../src/main'));
    await endOfTask();
    expect(mockEvaluated).toEqual([]);
    expect(mockHydrate).not.toHaveBeenCalled();

    jest.advanceTimersToNextTimer();
    await endOfTask();
    expect(mockEvaluated).toEqual(['src/app/hydrate']);
    expect(mockHydrate).not.toHaveBeenCalled();

    jest.advanceTimersToNextTimer();
    expect(mockHydrate).toHaveBeenCalledTimes(1);
    expect(mockHydrate).toHaveBeenCalledWith(document.getElementById('root'), {
      basename: undefined,
      devToolsTrace: false,
    });
  });
});

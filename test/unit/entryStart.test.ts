/**
 * src/main.tsx starts the standalone shop in the main script's own task. Split
 * over later tasks, the script's own task is too short for Lighthouse's
 * estimate to keep, and the script's download is then counted into LCP
 * (docs/decisions/0006-start-in-one-task.md).
 */
const mockHydrate = jest.fn();
// Stands in for the start only, to see when it is called.
jest.mock('../../src/app/hydrate', () => ({ hydrate: mockHydrate }));

describe('the standalone entry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"><header data-hydrating=""></header></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts the shop while the script itself runs, with no task or promise in between', () => {
    // The entry is a script with no exports; it runs as it is required.
    jest.isolateModules(() => jest.requireActual('../../src/main'));
    expect(mockHydrate).toHaveBeenCalledTimes(1);
    expect(mockHydrate).toHaveBeenCalledWith(document.getElementById('root'), {
      basename: undefined,
      devToolsTrace: false,
    });
    expect(jest.getTimerCount()).toBe(0);
  });
});

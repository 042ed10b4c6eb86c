import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { retryDelay, ScreenErrorBoundary } from '../../src/app/layout/ScreenErrorBoundary';
import { preloadable } from '../../src/shared/ui/preloadable';

const Screen = () => <h1>Granite Collection</h1>;

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

/** A screen whose code fails to arrive `failures` times, then arrives. */
function flakyScreen(failures: number) {
  const load = jest.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return { default: Screen };
  });
  return { load, ...preloadable(load) };
}

const renderInBoundary = (Component: ComponentType) =>
  render(
    <ScreenErrorBoundary resetKey="/shop">
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>
    </ScreenErrorBoundary>,
  );

describe('a screen whose code cannot be fetched', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('offers Retry and Reload, and Retry fetches that code again', async () => {
    const { load, Component } = flakyScreen(1);
    renderInBoundary(Component);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Granite Collection' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself after 1 s, then 2 s, and not while the page is hidden', async () => {
    jest.useFakeTimers();
    try {
      const { load, Component } = flakyScreen(2);
      renderInBoundary(Component);
      await act(async () => undefined);
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(999));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(load).toHaveBeenCalledTimes(2);

      const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await act(async () => jest.advanceTimersByTime(5000));
      expect(load).toHaveBeenCalledTimes(2);
      hidden.mockRestore();
      await act(async () => document.dispatchEvent(new Event('visibilitychange')));
      expect(load).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('heading', { name: 'Granite Collection' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('backs off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('a screen that throws', () => {
  it('shows Something went wrong and reports the error once', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken screen');
    };
    try {
      renderInBoundary(Broken);
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      const ours = error.mock.calls.filter(([message]) => message === 'A screen failed to render');
      expect(ours).toHaveLength(1);
    } finally {
      error.mockRestore();
    }
  });
});

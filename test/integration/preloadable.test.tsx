import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from '../../src/shared/ui/preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once, without a fallback, when its code was preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Pakala" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Pakala')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when its code is not here yet, loading it once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Chittoor" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Chittoor')).toBeInTheDocument();
    await act(() => preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Greeting });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('ChunkLoadError');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

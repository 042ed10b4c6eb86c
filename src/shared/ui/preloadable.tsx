import { lazy, type ComponentType } from 'react';
import { rememberFailedLoad } from './failedLoads';

export interface Preloadable<P extends object> {
  /** Renders the loaded component directly, or suspends (React.lazy) until it has arrived. */
  Component: ComponentType<P>;
  /** Starts loading (once) and resolves when the component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that renders at once when its code is already
 * here. React.lazy alone always suspends on its first render, and React keeps
 * a Suspense fallback on screen for a moment before revealing what arrived;
 * loading the code first (see `preload`) lets the first screen paint whole.
 * A failed load is not final: React.lazy keeps its failure for good, so a
 * fresh one is made when the error panel retries (see failedLoads.ts).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;

  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = null; // a later attempt may succeed (the connection came back)
        rememberFailedLoad(() => {
          Lazy = lazyAttempt();
        });
        throw error;
      },
    ));

  const lazyAttempt = () =>
    lazy(async () => {
      await preload();
      return { default: Loaded as ComponentType<P> };
    });
  let Lazy = lazyAttempt();

  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}

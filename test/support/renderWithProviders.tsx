import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { makeRouter } from '../../src/app/router';
import { makeStore, type PreloadedLists, type StoreOptions } from '../../src/app/store';
import type { Services } from '../../src/shared/services';

/** A fixed clock, predictable randomness and waits that resolve at once. */
export function testServices(overrides: Partial<Services> = {}): Services {
  let counter = 0;
  return {
    now: () => Date.UTC(2026, 0, 15, 10, 30, 0),
    random: () => {
      counter += 1;
      return (counter * 0.137) % 1;
    },
    wait: () => Promise.resolve(),
    ...overrides,
  };
}

interface RenderOptions {
  preloadedState?: PreloadedLists;
  /** Starting URL, e.g. '/shop?search=black'. */
  route?: string;
  services?: Services;
  /** In memory by default; pass `localStorage` to test persistence. */
  storage?: StoreOptions['storage'];
}

/**
 * Renders the real app (real store, real routes, memory history) at `route`.
 * Returns the store, the router and a userEvent instance alongside RTL's queries.
 */
export function renderApp({ preloadedState, route = '/', services = testServices(), storage = null }: RenderOptions = {}) {
  const store = makeStore(preloadedState, services, { storage });
  const router = makeRouter({ memory: { initialEntries: [route] } });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...utils };
}

import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { AppRoutes } from '../../src/app/router';
import { makeStore, type AppStore, type PreloadedLists, type StoreOptions } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
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
  /** Runs once the store is made, before anything renders (starting delivery, say). */
  started?: (store: AppStore) => void;
}

/** What a test can ask of the router: where it is now, and go somewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function RouterSpy({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ state: { location }, navigate });
  });
  return null;
}

/**
 * Renders the real app (real store, real routes, memory history) at `route`.
 * Returns the store, `router` (router.state.location, router.navigate) and a
 * userEvent instance alongside RTL's queries. Screens are lazy: use findBy*.
 */
export function renderApp({ preloadedState, route = '/', services = testServices(), storage = memoryStorage(), started }: RenderOptions = {}) {
  const store = makeStore(preloadedState, services, { storage });
  started?.(store);
  const router = {} as TestRouter;
  const track = (next: TestRouter) => Object.assign(router, next);
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <RouterSpy onChange={track} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, router, user, ...utils };
}

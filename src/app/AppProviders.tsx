import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';

/**
 * The store for the whole tree. No persistence gate: the saved lists are read
 * while the store is made, so the first screen already shows them. When
 * prerendered HTML is hydrated, `serverState` is what the prerenderer's store
 * held (no saved lists), so badges and wishlist hearts match the HTML first
 * and follow the saved lists right after.
 */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';

/**
 * The store, and for persisted stores a gate that waits for the saved lists
 * (localStorage answers at once) so no screen flashes an empty state first.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {store.persistor ? (
        <PersistGate loading={null} persistor={store.persistor}>
          {children}
        </PersistGate>
      ) : (
        children
      )}
    </Provider>
  );
}

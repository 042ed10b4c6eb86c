import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates prerendered HTML, true once the
 * page is the client's own (and from the start when nothing was prerendered).
 * What only the browser knows (saved lists, the address's query) waits for it,
 * so the first client render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

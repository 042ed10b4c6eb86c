import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * `clientValue` once the page is the client's own, `serverValue` while React
 * hydrates prerendered HTML. Where the two are equal (a shared link without a
 * query, say) the component renders once, where useHydrated would render it
 * again after hydration.
 */
export function useClientValue<T extends string | number | boolean>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => clientValue,
    () => serverValue,
  );
}

/**
 * False on the server and while React hydrates prerendered HTML, true once the
 * page is the client's own (and from the start when nothing was prerendered).
 * What only the browser knows (saved lists, the address's query) waits for it,
 * so the first client render matches the HTML it takes over.
 */
export const useHydrated = (): boolean => useClientValue(true, false);

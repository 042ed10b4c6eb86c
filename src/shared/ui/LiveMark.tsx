import { useEffect, type RefObject } from 'react';
import { AWAITING_CODE } from '../hydrationMarks';
import { useHydrated } from '../useHydrated';

/** Spread on an element that starts a part of the page hydrated on its own (server and first client render alike). */
export const awaitingCode = { [AWAITING_CODE]: '' } as const;

/**
 * Marks `region` live once what is rendered beside this has been committed in
 * the browser as the client's own screen (after hydration's second render,
 * which brings the saved lists and the address's query). The early event
 * contract (src/app/earlyEvents/contract.ts) then hands over the clicks and
 * typing it held for that part.
 */
export function LiveMark({ region }: { region: RefObject<HTMLElement | null> }) {
  const hydrated = useHydrated();
  // A passive effect: the region's element (an ancestor) has its ref only after its children's layout effects.
  useEffect(() => {
    if (hydrated) region.current?.removeAttribute(AWAITING_CODE);
  }, [hydrated, region]);
  return null;
}

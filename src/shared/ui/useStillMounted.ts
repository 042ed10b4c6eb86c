import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen. A submit that finishes after the
 * visitor left the page still saves its record, but must not pull the visitor
 * back to its success page.
 */
export function useStillMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

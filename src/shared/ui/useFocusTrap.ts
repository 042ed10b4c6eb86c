import { useEffect, type RefObject } from 'react';
import { keepTabInside, TAB_STOPS } from './tabRound';

/**
 * While `active`, Tab and Shift+Tab cycle inside `container`, Escape calls
 * `onEscape`, and on release focus returns to what had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    // The document, or the shadow root an embedded shop lives in: only it knows the focused element.
    const tree = root.getRootNode() as Document | ShadowRoot;
    const previous = tree.activeElement as HTMLElement | null;
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(TAB_STOPS) ?? root;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      keepTabInside(event, root);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous && previous.isConnected) previous.focus();
    };
    // onEscape is read at key time; re-running on each render would steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container]);
}

import { useEffect, type RefObject } from 'react';

/** Space left between the focused element and a floating box beside it. */
const GAP_PX = 8;

const overlaps = (a: DOMRect, b: DOMRect) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

/**
 * While `active`, a floating box (fixed to the viewport) must never hide the
 * element that has keyboard focus. When the focused element lies under the
 * box, the page scrolls it clear (up past a box at the bottom, down past one at
 * the top), now and at every later focus move; where the page cannot scroll
 * far enough, `onStillCovered` must move the box to the other edge at once.
 */
export function useKeepFocusClearOf(
  box: RefObject<HTMLElement | null>,
  active: boolean,
  onStillCovered: () => void,
) {
  useEffect(() => {
    if (!active) return undefined;
    const keepClear = () => {
      const floating = box.current;
      // Asked of the box's own tree: inside a shadow root, document.activeElement is the shadow host.
      const focused = (floating?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
      if (!(focused instanceof HTMLElement) || !floating || floating.contains(focused)) return;
      const under = focused.getBoundingClientRect();
      const over = floating.getBoundingClientRect();
      if (!overlaps(under, over)) return;
      const boxAtBottom = over.top + over.height / 2 > window.innerHeight / 2;
      const by = boxAtBottom ? under.bottom - over.top + GAP_PX : under.top - over.bottom - GAP_PX;
      window.scrollBy({ top: by, behavior: 'instant' });
      if (overlaps(focused.getBoundingClientRect(), floating.getBoundingClientRect())) onStillCovered();
    };
    keepClear();
    // Capture, at the document: focus moving into a part still waiting for its code (the footer, on a
    // slow line) is stopped at the app's root by React, which tries to hydrate that part first.
    document.addEventListener('focusin', keepClear, true);
    return () => document.removeEventListener('focusin', keepClear, true);
  }, [box, active, onStillCovered]);
}

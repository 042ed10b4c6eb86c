import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface SliderOptions {
  count: number;
  intervalMs: number;
}

/** Focus that came from the keyboard pauses the slider; a mouse click on a control does not keep it paused. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The state of an auto-advancing slider: which slide shows, and whether it is
 * rotating. It rotates every `intervalMs` and wraps, unless the visitor paused
 * it, prefers reduced motion (until they press play), or is pointing at or
 * keyboard-focused inside it. Any jump restarts the full interval.
 */
export function useSlider({ count, intervalMs }: SliderOptions) {
  const [index, setIndex] = useState(0);
  /** The visitor's explicit play/pause choice; null until they make one. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = playing && !hovered && !focusedWithin && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  const togglePlaying = useCallback(() => {
    setChoice(playing ? 'pause' : 'play');
    // Pressing play is an explicit request: it wins over the focus that pressing it left on the button.
    if (!playing) setFocusedWithin(false);
  }, [playing]);

  /** Spread on the slider's outer element. */
  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) setFocusedWithin(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
    },
  };

  return { index, goTo, next, previous, playing, rotating, togglePlaying, regionHandlers };
}

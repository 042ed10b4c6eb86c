import { useState } from 'react';
import * as buttons from './buttons.module.scss';

/** How many entries long lists render at first and add per "Show more". */
export const LIST_STEP = 20;

/**
 * Long stored lists (a loyal customer's orders, an architect's quotes) render
 * a first batch and grow on request, so a thousand entries do not cost a
 * second of rendering before the page appears.
 */
export function useShownSlice<T>(items: readonly T[], step = LIST_STEP) {
  const [shown, setShown] = useState(step);
  return {
    visible: items.length > shown ? items.slice(0, shown) : items,
    hidden: Math.max(0, items.length - shown),
    showMore: () => setShown((count) => count + step),
  };
}

interface ShowMoreProps {
  hidden: number;
  onShowMore: () => void;
  /** The entries' name, singular and plural, e.g. ['order', 'orders']. */
  noun: readonly [string, string];
  step?: number;
}

export function ShowMore({ hidden, onShowMore, noun, step = LIST_STEP }: ShowMoreProps) {
  if (hidden <= 0) return null;
  const next = Math.min(step, hidden);
  return (
    <p style={{ textAlign: 'center' }}>
      <button type="button" className={buttons.secondary} onClick={onShowMore}>
        Show {next} more {noun[next === 1 ? 0 : 1]} ({hidden} not shown)
      </button>
    </p>
  );
}

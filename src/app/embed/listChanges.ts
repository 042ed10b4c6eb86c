import { LIST_EVENTS, type ListEventDetail } from '../persistence';

/** What a host's `onChange` receives: the window event's name and its detail. */
export interface ListChange {
  type: string;
  detail: ListEventDetail;
}

const EVENT_NAMES = Object.values(LIST_EVENTS);

/**
 * Hands the host's `onChange` each list event of the shop named `instance`
 * (other shops on the page fire the same events). A callback that throws is
 * reported like a throwing event listener; the shop carries on. Returns the stop.
 */
export function forwardListChanges(instance: string, onChange: (change: ListChange) => void): () => void {
  const forward = (event: Event) => {
    const { detail } = event as CustomEvent<ListEventDetail | null>;
    if (detail?.instance !== instance) return;
    try {
      onChange({ type: event.type, detail });
    } catch (error) {
      reportError(error);
    }
  };
  EVENT_NAMES.forEach((name) => window.addEventListener(name, forward));
  return () => EVENT_NAMES.forEach((name) => window.removeEventListener(name, forward));
}

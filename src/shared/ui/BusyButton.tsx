import type { ReactNode } from 'react';
import * as buttons from './buttons.module.scss';

interface BusyButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button that shows its work is running. It stays focusable
 * while busy (aria-disabled, not disabled: a disabled button drops focus to
 * the page). It refuses nothing itself: a second submission is refused by the
 * thunk's `condition`, in the store.
 */
export function BusyButton({ busy, busyLabel, children }: BusyButtonProps) {
  return (
    <button type="submit" className={`${buttons.primary} ${buttons.block}`} aria-disabled={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}

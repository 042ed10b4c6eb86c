import type { MouseEvent, ReactNode } from 'react';
import * as buttons from './buttons.module.scss';

interface BusyButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button that stays focusable while its work runs: it is
 * aria-disabled rather than disabled (a disabled button drops focus to the
 * page), and a click or Enter while busy does nothing.
 */
export function BusyButton({ busy, busyLabel, children }: BusyButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className={`${buttons.primary} ${buttons.block}`}
      aria-disabled={busy || undefined}
      onClick={ignoreWhileBusy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

import { useEffect, useRef } from 'react';
import { browserRunsCommands } from '../invokerCommands';

/**
 * A native modal `<dialog>` that may have been opened before the code was
 * live: its buttons carry invoker commands (`commandfor`, `command`), so the
 * browser opens and closes it from the prerendered HTML alone. The browser
 * makes the rest of the page inert while it is open (Tab goes round the dialog
 * and the browser's own toolbar), closes it on Escape and gives focus back to
 * the opener. The code adds closing from the backdrop, and does the buttons'
 * work itself where the browser runs no commands. Its moves are idempotent:
 * React may replay a click made before hydration.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  /** When the dialog was last opened: a tap made before it cannot have meant its backdrop. */
  const openedAt = useRef(0);
  /** When the last press on the dialog or its backdrop began (a click's own time can be when it is handled). */
  const pressedAt = useRef(0);
  // Open already, it opened before the code was live: as good as now.
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  const close = () => {
    if (ref.current?.open) ref.current.close();
  };

  return {
    close,
    /**
     * For the `<dialog>`. A click on the backdrop closes it (its content fills it, so only the
     * backdrop's clicks have the dialog itself as target); a tap made before it was open does
     * not: a second tap on the opener, queued while the page was busy, lands on the backdrop.
     */
    dialogProps: {
      ref,
      onPointerDown: (event: React.PointerEvent) => (pressedAt.current = event.timeStamp),
      onClick: (event: React.MouseEvent) => event.target === event.currentTarget && pressedAt.current >= openedAt.current && close(),
    },
    /** For the button with `command="show-modal"`: it runs just before the browser opens the dialog. */
    onOpenerClick: () => {
      openedAt.current = performance.now();
      if (!browserRunsCommands() && !ref.current?.open) ref.current?.showModal();
    },
    /** For a button with `command="close"`. */
    onCloserClick: () => !browserRunsCommands() && close(),
  };
}

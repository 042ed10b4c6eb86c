import { useEffect, useRef } from 'react';
import { browserRunsCommands } from '../invokerCommands';

/** How long after a dialog opens a tap can be an answer to it (a visitor's reaction time, and more). */
const SEEN_AFTER_MS = 300;

/**
 * A native modal `<dialog>` that may have been opened before the code was
 * live: its buttons carry invoker commands (`commandfor`, `command`), so the
 * browser opens and closes it from the prerendered HTML alone. The browser
 * makes the rest of the page inert while it is open, closes it on Escape and
 * gives focus back to the opener. Tab would go round the dialog and the
 * browser's own toolbar: keepTabInOpenDialog (./tabRound.ts) keeps it inside,
 * listening from the early event contract on a page and from the shop's root
 * when embedded, so before the code has come too. The code adds closing from
 * the backdrop, and does the buttons' work itself where the browser runs no
 * commands. Its moves are idempotent:
 * React may replay a click made before hydration.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  /** When the dialog was last opened (see dialogProps). */
  const openedAt = useRef(0);
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
     * backdrop's clicks have the dialog itself as target), unless the tap was made before the
     * visitor could have seen it open: taps on the opener made again while a busy page had not
     * answered yet land on the backdrop once it is open (a click keeps the time of its tap).
     */
    dialogProps: {
      ref,
      onClick: (event: React.MouseEvent) =>
        event.target === event.currentTarget && event.timeStamp > openedAt.current + SEEN_AFTER_MS && close(),
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

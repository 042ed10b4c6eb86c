import { Link } from '../../shared/ui/Link';
import { CloseIcon } from '../../shared/ui/icons';
import type { useModalDialog } from '../../shared/ui/useModalDialog';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { paths } from '../../shared/paths';
import { MainNavList } from './MainNavList';
import * as styles from './Header.module.scss';

/** Fixed, like main's: one shop per document (an embedded one has a shadow root of its own). */
export const MOBILE_MENU_ID = 'site-menu';

interface MobileMenuProps {
  pathname: string;
  dialog: ReturnType<typeof useModalDialog>;
}

/**
 * The small-screen navigation: a side drawer, a native modal dialog that is
 * part of every page's HTML, so "Open menu" works before any script has come
 * (see useModalDialog). A link, the close button, Escape or the backdrop
 * closes it; left open while the window widens, it stays until closed.
 */
export function MobileMenu({ pathname, dialog }: MobileMenuProps) {
  const { close } = dialog;
  return (
    <dialog id={MOBILE_MENU_ID} className={styles.drawer} aria-label="Site menu" {...dialog.dialogProps}>
      <div className={styles.drawerBody}>
        <button type="button" className={styles.closeButton} aria-label="Close menu" commandfor={MOBILE_MENU_ID} command="close" onClick={dialog.onCloserClick}>
          <CloseIcon />
        </button>
        <nav aria-label="Main">
          <MainNavList pathname={pathname} className={styles.drawerList} onNavigate={close} />
        </nav>
        <Link to={paths.requestQuote} className={buttons.primary} onClick={close}>
          Get Quote
        </Link>
      </div>
    </dialog>
  );
}

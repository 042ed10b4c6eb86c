import { useRef } from 'react';
import { Link } from '../../shared/ui/Link';
import { CloseIcon } from '../../shared/ui/moreIcons';
import { useFocusTrap } from '../../shared/ui/useFocusTrap';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { paths } from '../../shared/paths';
import { MainNavList } from './MainNavList';
import * as styles from './Header.module.scss';

/**
 * The small-screen navigation: a side drawer that behaves as a modal dialog
 * (focus kept inside, Escape or a link closes it, focus returns to the menu
 * button). Loaded on the first tap of the menu button.
 */
export default function MobileMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  return (
    <>
      <div ref={ref} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Site menu">
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </button>
        <nav aria-label="Main">
          <MainNavList pathname={pathname} className={styles.drawerList} onNavigate={onClose} />
        </nav>
        <Link to={paths.requestQuote} className={buttons.primary} onClick={onClose}>
          Get Quote
        </Link>
      </div>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
    </>
  );
}

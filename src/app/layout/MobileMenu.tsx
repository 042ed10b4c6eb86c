import { useRef } from 'react';
import { Link } from '../../shared/ui/Link';
import { CloseIcon } from '../../shared/ui/moreIcons';
import { useFocusTrap } from '../../shared/ui/useFocusTrap';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { paths } from '../../shared/paths';
import { isNavActive, mainNav } from './navLinks';
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
          <ul className={styles.drawerList}>
            {mainNav.map((link) => {
              const active = isNavActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`${styles.navLink} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Link to={paths.requestQuote} className={buttons.primary} onClick={onClose}>
          Get Quote
        </Link>
      </div>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
    </>
  );
}

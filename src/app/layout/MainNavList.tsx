import { Link } from '../../shared/ui/Link';
import { isNavActive, mainNav } from './navLinks';
import * as styles from './Header.module.scss';

interface MainNavListProps {
  pathname: string;
  className?: string;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The main links with the current one marked, for the header bar and the small-screen drawer alike. */
export function MainNavList({ pathname, className, onNavigate }: MainNavListProps) {
  return (
    <ul className={className}>
      {mainNav.map((link) => {
        const active = isNavActive(link.to, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`${styles.navLink} ${active ? styles.active : ''}`}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

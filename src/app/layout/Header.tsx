import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/ui/Link';
import { selectCartCount } from '../../features/cart';
import { selectOrderCount } from '../../features/orders';
import { selectQuoteCount } from '../../features/quotes';
import { selectWishlistCount } from '../../features/wishlist';
import { site } from '../../shared/site';
import { CartIcon, HeartIcon, MenuIcon, PackageIcon, QuoteIcon } from '../../shared/ui/icons';
import { useModalDialog } from '../../shared/ui/useModalDialog';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { useAppSelector } from '../hooks';
import { paths } from '../../shared/paths';
import { awaitingCode, LiveMark } from '../../shared/ui/LiveMark';
import { MainNavList } from './MainNavList';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu';
import * as styles from './Header.module.scss';

interface IconLinkProps {
  to: string;
  label: string;
  count: number;
  countNoun: string;
  icon: React.ReactNode;
}

/** An icon link whose accessible name includes the count, e.g. "Cart, 3 items". */
function IconLink({ to, label, count, countNoun, icon }: IconLinkProps) {
  const name = count > 0 ? `${label}, ${count} ${countNoun}${count === 1 ? '' : 's'}` : label;
  return (
    <Link to={to} className={styles.iconLink} aria-label={name} title={label}>
      {icon}
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const quoteCount = useAppSelector(selectQuoteCount);
  const orderCount = useAppSelector(selectOrderCount);
  const menu = useModalDialog();
  const header = useRef<HTMLElement>(null);

  return (
    <header className={styles.header} ref={header} {...awaitingCode}>
      <LiveMark region={header} />
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            SB
          </span>
          <span className={styles.brandName}>{site.shortName}</span>
        </Link>

        {/* Wide screens: the links sit in the bar. Small screens: the menu button opens MobileMenu. */}
        <nav aria-label="Main" className={styles.barNav}>
          <MainNavList pathname={pathname} className={styles.navList} />
        </nav>
        <div className={styles.actions}>
          <IconLink to={paths.myQuotes} label="My Quotes" count={quoteCount} countNoun="quote" icon={<QuoteIcon />} />
          <IconLink to={paths.wishlist} label="Wishlist" count={wishlistCount} countNoun="item" icon={<HeartIcon />} />
          <IconLink to={paths.cart} label="Cart" count={cartCount} countNoun="item" icon={<CartIcon />} />
          <IconLink to={paths.orders} label="My Orders" count={orderCount} countNoun="order" icon={<PackageIcon />} />
          <Link to={paths.requestQuote} className={`${buttons.primary} ${styles.quoteButton}`}>
            Get Quote
          </Link>
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-label="Open menu"
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
            onClick={menu.onOpenerClick}
          >
            <MenuIcon />
          </button>
          <MobileMenu pathname={pathname} dialog={menu} />
        </div>
      </div>
    </header>
  );
}

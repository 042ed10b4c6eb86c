import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { StorageNotice } from './StorageNotice';
import * as styles from './Layout.module.scss';

/**
 * After every navigation: back to the top, and focus on the new page's main
 * heading so keyboard and screen reader users start where sighted users look.
 * The first render is left alone (the browser's own start is right there).
 */
function useNavigationFocus(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const heading = mainRef.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [pathname, mainRef]);
}

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useNavigationFocus(mainRef);
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <StorageNotice />
      <main
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        aria-busy={navigation.state === 'loading'}
      >
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

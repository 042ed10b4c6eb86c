import { useEffect, useRef } from 'react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { useAppSelector } from '../hooks';
import { Header } from './Header';
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

// Below the fold, or rarely shown: kept out of the first download.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));
const StorageNotice = lazy(() => import(/* webpackChunkName: "storage-notice" */ './StorageNotice'));

export function Layout() {
  const hasStorageNotice = useAppSelector(
    (state) => state.persistence.unsaved.length > 0 || state.persistence.recovered.length > 0,
  );
  const mainRef = useRef<HTMLElement>(null);
  useNavigationFocus(mainRef);
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      {hasStorageNotice ? (
        <Suspense fallback={null}>
          <StorageNotice />
        </Suspense>
      ) : null}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        {/* The fallback keeps the page tall enough that the footer does not jump up and back. */}
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <LazyWhenVisible minHeight="24em" rootMargin="0px 0px -2px 0px">
        <Footer />
      </LazyWhenVisible>
    </>
  );
}

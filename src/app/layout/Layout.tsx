import { lazy, Suspense, useContext, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ShopHostContext } from '../../shared/shopHost';
import { awaitingCode, LiveMark } from '../../shared/ui/LiveMark';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { Header } from './Header';
import StorageNotice from './StorageNotice';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import * as styles from './Layout.module.scss';

/**
 * After every navigation: back to the top (the window's standalone, the
 * shop's own where a host embeds it), and focus on the new page's main
 * heading so keyboard and screen reader users start where sighted users look.
 * The first page is left alone (the browser's own start is right there, and
 * prerendered HTML may still be hydrating under it).
 */
function useNavigationFocus(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const host = useContext(ShopHostContext);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (host) host.scrollToTop();
    else window.scrollTo(0, 0);
    const heading = mainRef.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [pathname, mainRef, host]);
}

// Below the fold: in the HTML from the start, its code hydrates when scrolled near.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));
export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { pathname } = location;
  useNavigationFocus(mainRef);
  return (
    <>
      {/* Embedded, src/app/embed/mountEmbedded.tsx takes its click: a fragment cannot reach into a shadow root. */}
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      {/* In the first download: a refused write must be told even when nothing more can be fetched. */}
      <StorageNotice />
      {/* `data-hydrating` until the screen is the client's own (LiveMark): a signal for the early event contract, tests and hosts. */}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main} {...awaitingCode}>
        {/* The fallback keeps the page tall enough that the footer does not jump up and back. */}
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <Outlet />
            <LiveMark region={mainRef} />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <LazyWhenVisible openOnChange={location}>
        <Footer />
      </LazyWhenVisible>
    </>
  );
}

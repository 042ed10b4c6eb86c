import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface LazyWhenVisibleProps {
  /** Usually a React.lazy component: its code is fetched when first rendered. */
  children: ReactNode;
  /** Space kept while waiting, so the page does not jump when it arrives. */
  minHeight?: string;
  /** Or a class that sets it (e.g. different heights per screen width). */
  placeholderClassName?: string;
  /** How far ahead of the viewport to start fetching. */
  rootMargin?: string;
}

/**
 * Shows `fallback` when a part's code cannot be fetched (the connection
 * dropped): a missing footer or notice must not take the page down with it.
 */
export class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be loaded', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Renders a below-the-fold part only when the visitor scrolls near it, so its
 * code is not part of the first download. Without IntersectionObserver
 * (old browsers, jsdom) it renders at once.
 */
export function LazyWhenVisible({ children, minHeight, placeholderClassName, rootMargin = '600px 0px' }: LazyWhenVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (!visible) return <div ref={anchor} className={placeholderClassName} style={{ minHeight }} aria-hidden="true" />;
  const placeholder = <div className={placeholderClassName} style={{ minHeight }} aria-busy="true" />;
  return (
    <FallbackOnError fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </FallbackOnError>
  );
}

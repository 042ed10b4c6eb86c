import { Component, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated';
import { awaitingCode, LiveMark } from './LiveMark';


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

interface Gate {
  isOpen: boolean;
  opened: Promise<void>;
  open(): void;
}

function makeGate(): Gate {
  const gate = { isOpen: false } as Gate;
  gate.opened = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.isOpen = true;
      resolve();
    };
  });
  return gate;
}

/**
 * While hydrating, holds React at this point until the gate opens; the
 * prerendered HTML stays as it is. The prerenderer (no window) goes straight on.
 */
function UntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  // `use` may be called conditionally: it suspends until the gate's promise resolves.
  if (!useHydrated() && typeof window !== 'undefined' && !gate.isOpen) use(gate.opened);
  return children;
}

/**
 * A below-the-fold part (a React.lazy component, or just work the first
 * screen can do without) whose content is always in the page but whose code
 * waits: in prerendered HTML it is hydrated only when the visitor scrolls to
 * it (so its code is not part of the first download, nor its hydration part
 * of the first screen's), and a page the client renders itself renders it at
 * once. Its parent must not hand it new children while it waits (React would
 * then throw its HTML away): render it inside a memoised component, and put
 * what its children depend on in `openOnChange`.
 * Without IntersectionObserver (old browsers, jsdom) it hydrates at once.
 */
export function LazyWhenVisible({
  children,
  openOnChange,
  className,
}: {
  children: ReactNode;
  /** A primitive: when it differs from its first value the part hydrates at once (see below). */
  openOnChange?: unknown;
  /** For the anchor element, which wraps the part (e.g. to let it stretch in a grid cell). */
  className?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [gate] = useState(makeGate);
  const [first] = useState(() => openOnChange);
  // A change the part depends on (the page's address, for links in it) cannot reach it until it is
  // hydrated, and React holds the whole update until then: so it hydrates now.
  if (openOnChange !== first) gate.open();

  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      // Once the part is scrolled into view, not before: nothing below the first screen joins the first download.
      { rootMargin: '0px 0px -2px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={anchor} className={className} {...awaitingCode}>
      <FallbackOnError fallback={null}>
        <Suspense fallback={null}>
          <UntilOpen gate={gate}>
            {children}
            <LiveMark region={anchor} />
          </UntilOpen>
        </Suspense>
      </FallbackOnError>
    </div>
  );
}

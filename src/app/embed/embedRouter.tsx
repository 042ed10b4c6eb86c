import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Routing } from './embedOptions';

/**
 * Lets the host page steer the shop (`handle.navigate`). Calls made before the
 * router exists (the first screen's code still loading) wait for it.
 */
export class Navigator {
  private navigate: NavigateFunction | null = null;
  private pending: Array<string | number> = [];

  go(to: string | number): void {
    if (this.navigate) this.follow(this.navigate, to);
    else this.pending.push(to);
  }

  attach(navigate: NavigateFunction | null): void {
    this.navigate = navigate;
    if (!navigate) return;
    this.pending.splice(0).forEach((to) => this.follow(navigate, to));
  }

  private follow(navigate: NavigateFunction, to: string | number) {
    // Two calls: navigate's overloads take a path or a number, not a value that may be either.
    if (typeof to === 'number') void navigate(to);
    else void navigate(to);
  }
}

function NavigatorBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.attach(navigate);
    return () => navigator.attach(null);
  }, [navigate, navigator]);
  return null;
}

export interface RouterChoice {
  routing: Routing;
  basename?: string;
  initialPath: string;
}

/**
 * The router an embedded shop runs in. Hash and memory routing ignore the
 * base path: the host page's own address stays as it is.
 */
export function embedRouter({ routing, basename, initialPath }: RouterChoice, navigator: Navigator) {
  return (routes: ReactNode) => {
    const inside = (
      <>
        <NavigatorBridge navigator={navigator} />
        {routes}
      </>
    );
    if (routing === 'hash') return <HashRouter>{inside}</HashRouter>;
    if (routing === 'memory') return <MemoryRouter initialEntries={[initialPath]}>{inside}</MemoryRouter>;
    return <BrowserRouter basename={basename}>{inside}</BrowserRouter>;
  };
}

/** The path the first screen shows, so its code can be fetched before the first render. */
export function firstPath({ routing, initialPath }: RouterChoice): string {
  if (routing === 'memory') return initialPath;
  if (routing === 'hash') return window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return window.location.pathname;
}

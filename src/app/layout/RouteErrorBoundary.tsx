import { Component, type ReactNode } from 'react';
import { site } from '../../shared/site';

interface State {
  failed: boolean;
}

/**
 * Last line of defence when a screen throws or its chunk fails to load (for
 * example after a new deployment): say so plainly and offer a reload.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: '2em', maxWidth: '40em', margin: '0 auto' }}>
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Your cart, wishlist, quotes and orders are safe.</p>
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
        <p>
          If it keeps happening, please contact {site.name} at {site.email}.
        </p>
      </main>
    );
  }
}

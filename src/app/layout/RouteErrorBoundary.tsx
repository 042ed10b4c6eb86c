import { Component, type ReactNode } from 'react';
import { SomethingWentWrong } from './SomethingWentWrong';

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
      <main>
        <SomethingWentWrong />
      </main>
    );
  }
}

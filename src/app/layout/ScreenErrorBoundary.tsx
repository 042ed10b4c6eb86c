import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../../shared/ui/failedLoads';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as styles from './ScreenErrorBoundary.module.scss';
import { SomethingWentWrong } from './SomethingWentWrong';

/** webpack names both a script and a stylesheet that could not be fetched ChunkLoadError. */
const isChunkError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/** Waits before the next automatic attempt: 1 s, doubling, at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

interface Props {
  children: ReactNode;
  /** A new value (the next page) starts afresh. */
  resetKey: string;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a failing screen from taking the header and footer with it. A screen
 * whose code could not be fetched (connection lost, or a deploy renamed its
 * files) is tried again by itself with a growing pause, while the page is
 * visible, and offers Retry and Reload; any other failure shows "Something
 * went wrong" and is reported once to the console.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkError(error)) {
      console.warn('A screen could not be loaded; trying again', error);
      this.scheduleRetry();
    } else {
      console.error('A screen failed to render', error);
    }
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.stopRetrying();
      this.setState({ error: null, attempt: 0 });
    }
  }

  override componentWillUnmount() {
    this.stopRetrying();
  }

  private readonly retry = () => {
    this.stopRetrying();
    retryFailedLoads();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  /** Tries again after the back-off, but never while the page is hidden. */
  private readonly retryWhenVisible = () => {
    if (document.visibilityState === 'hidden') {
      document.addEventListener('visibilitychange', this.retryWhenVisible, { once: true });
      return;
    }
    this.retry();
  };

  private scheduleRetry() {
    this.stopRetrying();
    this.timer = setTimeout(this.retryWhenVisible, retryDelay(this.state.attempt));
  }

  private stopRetrying() {
    clearTimeout(this.timer);
    document.removeEventListener('visibilitychange', this.retryWhenVisible);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkError(error)) {
      return (
        <div className={styles.panel} role="alert">
          <h1>This page could not be loaded</h1>
          <p>Please check your connection. We will keep trying, or you can try again now.</p>
          <p className={styles.buttons}>
            <button type="button" className={buttons.primary} onClick={this.retry}>
              Retry
            </button>
            <button type="button" className={buttons.ghost} onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </p>
        </div>
      );
    }
    return <SomethingWentWrong />;
  }
}

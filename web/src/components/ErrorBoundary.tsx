import { APP_ERROR_TEXTS as T } from '@shop/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from './chunkReload';

interface Props {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error. */
  resetKey?: string;
  /** How the fallback links home: a router link inside the router, a plain link outside it. */
  renderHomeLink?: (props: { className: string; children: ReactNode }) => ReactNode;
}

interface State {
  error: Error | null;
  reloading: boolean;
}

const plainHomeLink = ({ className, children }: { className: string; children: ReactNode }) => (
  <a className={className} href="/">
    {children}
  </a>
);

/**
 * Catches what a page throws while rendering: shows a friendly message with "Try again" and a
 * way home instead of a blank page. A chunk that failed to download reloads the page once.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey)
      this.setState({ error: null, reloading: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnce()) {
      this.setState({ reloading: true });
      return;
    }
    console.error('Page error', error, info.componentStack);
  }

  private retry = () => {
    // A lazy page whose chunk failed keeps failing until the page is loaded again.
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) {
      return (
        <main className="page page--narrow error-page">
          <p role="status">{T.reloading}</p>
        </main>
      );
    }
    const update = isChunkLoadError(error);
    const homeLink = this.props.renderHomeLink ?? plainHomeLink;
    return (
      <main className="page page--narrow error-page" role="alert">
        <h1>{update ? T.updateTitle : T.title}</h1>
        <p>{update ? T.updateBody : T.body}</p>
        <p className="error-page__actions">
          <button type="button" className="btn btn--primary" onClick={this.retry}>
            {update ? T.reload : T.tryAgain}
          </button>
          {homeLink({ className: 'btn btn--ghost', children: T.home })}
        </p>
      </main>
    );
  }
}

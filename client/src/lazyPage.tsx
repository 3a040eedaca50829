import { Component, type ComponentType, type ReactNode, Suspense, use } from 'react';
import { DelayedLoading, LoadError } from './ui/PageState';

/** A page whose code is its own chunk, downloaded the first time it is shown (or preloaded). */
export interface LazyPage {
  (): ReactNode;
  /** Starts the download (once); a failed download may be started again. */
  preload: () => Promise<ComponentType>;
  displayName?: string;
}

/**
 * `lazyPage(() => import('./pages/x/XPage'), 'XPage')`. Unlike React.lazy, a failed download is not
 * remembered: the retry of <PageBoundary> downloads it again.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Promise<ComponentType> = load().then(
        (module) => {
          // Read by React's use(): a page loaded before it is shown renders at once, without suspending.
          Object.assign(promise, { status: 'fulfilled', value: module[name] });
          return module[name];
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  const Page = (() => {
    const Loaded = use(preload());
    return <Loaded />;
  }) as LazyPage;
  Page.preload = preload;
  Page.displayName = `Lazy(${name})`;
  return Page;
}

interface BoundaryState {
  error: unknown;
}

/**
 * Around a lazy page: the loading indicator (after 200 ms) while its chunk downloads, and 'Request
 * failed, click to reload' when the download fails (a click tries again).
 */
export class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  render() {
    if (this.state.error) return <LoadError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return <Suspense fallback={<DelayedLoading />}>{this.props.children}</Suspense>;
  }
}

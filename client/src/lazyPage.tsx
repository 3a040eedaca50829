import type { ApolloClient } from '@apollo/client';
import { Component, type ComponentType, type ReactNode, Suspense, use } from 'react';
import { DelayedLoading, LoadError } from './ui/PageState';
import { ShellGone } from './ui/shell';

/**
 * What a page module may export beside its component: the reads it will make first, started while the
 * route still waits (for the session, say) instead of after, so the first screen's data does not wait
 * for a round trip it does not depend on. Public data only, or data a failed read leaves no trace of.
 */
export type PagePrefetch = (client: ApolloClient<unknown>, context: { lang: string }) => void;

type PageModule<K extends string> = { [P in K]: ComponentType } & { prefetch?: PagePrefetch };

/** A page whose code is its own chunk, downloaded the first time it is shown (or preloaded). */
export interface LazyPage {
  (): ReactNode;
  /** Starts the download (once); a failed download may be started again. */
  preload: () => Promise<ComponentType>;
  /** Starts the download and then the page's own first reads (its module's `prefetch`), if any. */
  prefetch: PagePrefetch;
  displayName?: string;
}

/**
 * `lazyPage(() => import('./pages/x/XPage'), 'XPage')`. Unlike React.lazy, a failed download is not
 * remembered: the retry of <PageBoundary> downloads it again.
 */
export function lazyPage<K extends string>(load: () => Promise<PageModule<K>>, name: K): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let prefetcher: PagePrefetch | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Promise<ComponentType> = load().then(
        (module) => {
          prefetcher = module.prefetch;
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
    return (
      <>
        <Loaded />
        <ShellGone />
      </>
    );
  }) as LazyPage;
  Page.preload = preload;
  Page.prefetch = (client, context) => {
    preload().then(
      () => prefetcher?.(client, context),
      () => undefined, // the page's boundary shows the failed download
    );
  };
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

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_INDICATOR_DELAY_MS } from '../constants';
import en from '../i18n/messages/en.json';
import { PageState, QueryBoundary } from './PageState';

function renderIntl(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en" messages={en}>
      {ui}
    </IntlProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PageState', () => {
  it('shows the loading indicator only after 200 ms', () => {
    renderIntl(
      <PageState loading onRetry={() => undefined}>
        content
      </PageState>,
    );
    expect(screen.queryByTestId('page-state-loading')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(LOADING_INDICATOR_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('page-state-loading')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('page-state-loading')).toBeTruthy();
  });

  it('never shows the indicator for a load shorter than 200 ms', () => {
    const { rerender } = renderIntl(
      <PageState loading onRetry={() => undefined}>
        content
      </PageState>,
    );
    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender(
      <IntlProvider locale="en" messages={en}>
        <PageState loading={false} onRetry={() => undefined}>
          content
        </PageState>
      </IntlProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByTestId('page-state-loading')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('shows "Request failed, click to reload" and reloads on click', () => {
    const onRetry = vi.fn();
    renderIntl(
      <PageState loading={false} error={new Error('boom')} onRetry={onRetry}>
        content
      </PageState>,
    );
    const error = screen.getByTestId('page-state-error');
    expect(error.textContent).toContain('Request failed, click to reload');
    fireEvent.click(error);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the timeout message for a timed-out load', () => {
    const timeout = Object.assign(new Error('late'), { name: 'TimeoutError' });
    renderIntl(
      <PageState loading={false} error={{ networkError: timeout }} onRetry={() => undefined}>
        content
      </PageState>,
    );
    expect(screen.getByTestId('page-state-error').textContent).toContain('The connection timed out, click the screen to try again.');
  });
});

describe('QueryBoundary', () => {
  it('refetches when the failure is clicked, then renders the data', async () => {
    const refetch = vi.fn(async () => ({}) as never);
    const failed = { loading: false, error: new Error('x') as never, data: undefined, refetch };
    const { rerender } = renderIntl(<QueryBoundary query={failed}>{(d: { n: number }) => `n=${d.n}`}</QueryBoundary>);
    fireEvent.click(screen.getByTestId('page-state-error'));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <IntlProvider locale="en" messages={en}>
        <QueryBoundary query={{ loading: false, error: undefined, data: { n: 3 }, refetch }}>
          {(d: { n: number }) => `n=${d.n}`}
        </QueryBoundary>
      </IntlProvider>,
    );
    expect(screen.getByText('n=3')).toBeTruthy();
  });
});

describe('QueryBoundary reserve', () => {
  it('keeps the content’s height while it loads, so nothing below jumps when it arrives', () => {
    const query = { loading: true, error: undefined, data: undefined, refetch: vi.fn() };
    const { container } = renderIntl(
      <QueryBoundary query={query} reserve="242px">
        {() => 'content'}
      </QueryBoundary>,
    );
    const state = container.querySelector('.page-state') as HTMLElement;
    expect(state.style.minHeight).toBe('242px');
    expect(state.getAttribute('aria-busy')).toBe('true');
  });

  it('leaves a whole page’s loading state at its own size without a reserve', () => {
    const query = { loading: true, error: undefined, data: undefined, refetch: vi.fn() };
    const { container } = renderIntl(<QueryBoundary query={query}>{() => 'content'}</QueryBoundary>);
    expect((container.querySelector('.page-state') as HTMLElement).style.minHeight).toBe('');
  });
});

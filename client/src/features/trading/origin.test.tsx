import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from './messages/en.json';
import es from './messages/es.json';
import zhHant from './messages/zh-Hant.json';
import { OriginBadge } from './parts';
import { CloseOriginNote } from './useClosePosition';

// Issue 30 item 3: positions the strategy or a follow opened appeared in Trade as plain positions with a
// manual Close and no label. They are labelled, and the close says what it does to the strategy first.
afterEach(cleanup);

const LOCALES = [
  ['en', en],
  ['es', es],
  ['zh-Hant', zhHant],
] as const;

describe('positions a product opened', () => {
  it.each(LOCALES)('are labelled Strategy / Follow in %s; the user’s own carry no label', (locale, messages) => {
    const { rerender } = render(
      <IntlProvider locale={locale} messages={messages}>
        <OriginBadge origin="STRATEGY" testId="o" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('o').textContent).toBe(messages['trading.badge.STRATEGY']);
    rerender(
      <IntlProvider locale={locale} messages={messages}>
        <OriginBadge origin="FOLLOW" testId="o" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('o').textContent).toBe(messages['trading.badge.FOLLOW']);
    rerender(
      <IntlProvider locale={locale} messages={messages}>
        <OriginBadge origin="MANUAL" testId="o" />
      </IntlProvider>,
    );
    expect(screen.queryByTestId('o')).toBeNull();
  });

  it('closing a strategy’s position says, before confirm, that the strategy stops for the day', () => {
    const { rerender } = render(
      <IntlProvider locale="en" messages={en}>
        <CloseOriginNote origin="STRATEGY" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('close-origin-note').textContent).toBe(en['trading.close.strategyNote']);
    expect(en['trading.close.strategyNote']).toContain('stops the strategy for today');
    rerender(
      <IntlProvider locale="en" messages={en}>
        <CloseOriginNote origin="FOLLOW" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('close-origin-note').textContent).toBe(en['trading.close.followNote']);
    rerender(
      <IntlProvider locale="en" messages={en}>
        <CloseOriginNote origin="MANUAL" />
      </IntlProvider>,
    );
    expect(screen.queryByTestId('close-origin-note')).toBeNull();
  });
});

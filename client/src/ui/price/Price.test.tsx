import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceText } from './Price';

afterEach(cleanup);

const ui = (value: string) => (
  <IntlProvider locale="en">
    <PriceText value={value} change="1" testId="p" />
  </IntlProvider>
);

describe('PriceText', () => {
  it('does not flash on first show, flashes when a tick changes the price', () => {
    const { rerender } = render(ui('10.5'));
    expect(screen.getByTestId('p').className).not.toContain('price--tick');
    rerender(ui('10.55'));
    expect(screen.getByTestId('p').textContent).toBe('10.55');
    expect(screen.getByTestId('p').className).toContain('price--tick');
  });
});

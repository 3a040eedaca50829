import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { LocalisedText } from './LocalisedText';

afterEach(cleanup);

function show(locale: Locale, value: { text: string; lang: string; fallback: boolean }) {
  return render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <h2 data-testid="title">
        <LocalisedText value={value} testId="name" />
      </h2>
    </IntlProvider>,
  );
}

describe('LocalisedText', () => {
  it('marks an English fallback with a tag in the reader’s language', () => {
    show('es', { text: 'Dollar Cash 7D', lang: 'en', fallback: true });
    expect(screen.getByTestId('title').textContent).toBe('Dollar Cash 7D(en inglés)');
    expect(screen.getByTestId('name').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('name-fallback').textContent).toBe('(en inglés)');
  });

  it('shows the tag in full-width brackets in Traditional Chinese', () => {
    show('zh-Hant', { text: 'Dollar Cash 7D', lang: 'en', fallback: true });
    expect(screen.getByTestId('name-fallback').textContent).toBe('（英文）');
  });

  it('shows a translated text, or English read in English, with no tag', () => {
    show('zh-Hant', { text: '美元現金 7 天', lang: 'zh-Hant', fallback: false });
    expect(screen.getByTestId('title').textContent).toBe('美元現金 7 天');
    expect(screen.queryByTestId('name-fallback')).toBeNull();
    cleanup();
    show('en', { text: 'Dollar Cash 7D', lang: 'en', fallback: false });
    expect(screen.getByTestId('title').textContent).toBe('Dollar Cash 7D');
  });
});

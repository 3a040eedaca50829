import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessageId } from './errors';
import { I18nProvider, useLocale } from './I18nProvider';
import { forgetKnownMessages } from './loadMessages';
import { APP_MESSAGES, SCREEN_MESSAGES } from './messages';

// A module registry of its own (vitest.config.ts OWN_MODULES): each test starts knowing no text, as a
// fresh page does, and knows only what its page loads (each test a language not loaded before).
beforeEach(() => forgetKnownMessages());

function ErrorProbe({ code }: { code: string }) {
  const intl = useIntl();
  const { packs } = useLocale();
  return (
    <>
      <p data-testid="error">{intl.formatMessage({ id: errorMessageId(code) })}</p>
      <p data-testid="packs">{packs.join(',')}</p>
    </>
  );
}

describe('an error code whose text is in the screens pack, met on a first screen', () => {
  it.each(['en', 'es'] as const)('%s: loads that pack and shows the code’s own text, not the generic one', async (locale) => {
    // The first screens load only the app's texts; trading's codes are not among them.
    expect(APP_MESSAGES[locale]).not.toHaveProperty('error.ORDER_TOO_LARGE');
    const own = SCREEN_MESSAGES[locale]['error.ORDER_TOO_LARGE'];
    expect(typeof own).toBe('string');
    render(
      <I18nProvider initialLocale={locale}>
        <ErrorProbe code="ORDER_TOO_LARGE" />
      </I18nProvider>,
    );
    await expect.poll(() => screen.queryByTestId('error')?.textContent, { timeout: 5_000 }).toBe(own);
    expect(screen.getByTestId('error').textContent).not.toBe(APP_MESSAGES[locale]['error.INTERNAL_ERROR']);
    expect(screen.getByTestId('packs').textContent).toBe('screens');
  });

  it('an app code shows at once, with no extra pack', async () => {
    render(
      <I18nProvider initialLocale="fr">
        <ErrorProbe code="INVALID_CREDENTIALS" />
      </I18nProvider>,
    );
    await expect.poll(() => screen.queryByTestId('error')?.textContent).toBe(APP_MESSAGES.fr['error.INVALID_CREDENTIALS']);
    expect(screen.getByTestId('packs').textContent).toBe('');
  });
});

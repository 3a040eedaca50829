import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_LANG } from '../constants';
import { I18nProvider, useLocale, useMessagePack } from './I18nProvider';
import { MESSAGES } from './messages';

function Probe() {
  const { locale, setLocale } = useLocale();
  return (
    <>
      <p data-testid="locale">{locale}</p>
      <p data-testid="text">
        <FormattedMessage id="route.mine" />
      </p>
      <button type="button" onClick={() => setLocale('zh-Hant')}>
        switch
      </button>
    </>
  );
}

function OpsProbe() {
  const ready = useMessagePack('ops');
  return <p data-testid="ops">{ready ? <FormattedMessage id="ops.backToApp" /> : 'waiting'}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('I18nProvider', () => {
  it('renders once the reader’s language has loaded, in that language', async () => {
    const { container } = render(
      <I18nProvider initialLocale="fr">
        <Probe />
      </I18nProvider>,
    );
    // Nothing (no message ids) before the texts are in.
    expect(container.textContent).toBe('');
    expect((await screen.findByTestId('text')).textContent).toBe(MESSAGES.fr['route.mine']);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switching language loads the other one, saves the choice, and shows it once loaded', async () => {
    render(
      <I18nProvider initialLocale="en">
        <Probe />
      </I18nProvider>,
    );
    await screen.findByTestId('text');
    await act(async () => screen.getByText('switch').click());
    await waitForText('text', MESSAGES['zh-Hant']['route.mine'] as string);
    expect(screen.getByTestId('locale').textContent).toBe('zh-Hant');
    expect(localStorage.getItem(STORAGE_KEY_LANG)).toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('an extra pack (the ops console’s texts) is loaded when asked for, and follows a language switch', async () => {
    render(
      <I18nProvider initialLocale="es">
        <Probe />
        <OpsProbe />
      </I18nProvider>,
    );
    await waitForText('ops', MESSAGES.es['ops.backToApp'] as string);
    await act(async () => screen.getByText('switch').click());
    await waitForText('ops', MESSAGES['zh-Hant']['ops.backToApp'] as string);
    expect(screen.getByTestId('text').textContent).toBe(MESSAGES['zh-Hant']['route.mine']);
  });
});

async function waitForText(testId: string, text: string) {
  await vi.waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(text), { timeout: 10_000 });
}

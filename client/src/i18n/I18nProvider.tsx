import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LOCALE_HTML_LANG, type Locale, readInitialLocale, readSavedLocale, saveLocale } from './locales';
import { MESSAGES } from './messages';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readInitialLocale());

  const setLocale = useCallback((next: Locale) => {
    saveLocale(next);
    setLocaleState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = LOCALE_HTML_LANG[locale];
  }, [locale]);

  // `lang` is read at start; follow it also when another tab changes it, or when it was changed
  // behind the app's back and the user then moves to another page.
  useEffect(() => {
    const follow = () => {
      const saved = readSavedLocale();
      if (saved) setLocaleState((current) => (current === saved ? current : saved));
    };
    window.addEventListener('storage', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('storage', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={LOCALE_HTML_LANG[locale]}
        defaultLocale={DEFAULT_LOCALE}
        messages={MESSAGES[locale]}
        onError={(error) => {
          // Message files are checked by a test; in development, say loudly what is missing.
          if (import.meta.env.DEV) console.warn(error.message);
        }}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

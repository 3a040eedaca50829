import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { setUnloadedErrorCodeListener } from './errors';
import { loadMessages, type MessagePack, TEXTS_FAILED } from './loadMessages';
import { DEFAULT_LOCALE, LOCALE_HTML_LANG, type Locale, readInitialLocale, readSavedLocale, saveLocale } from './locales';
import type { Messages } from './mergeMessages';
import { ShellGone } from '../ui/shell';

interface LocaleContextValue {
  /** The language on screen (a newly chosen one shows once its texts have loaded). */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The extra packs whose texts are on screen. */
  packs: readonly MessagePack[];
  /** Asks for an extra pack (e.g. the ops console's texts) in the current and every later language. */
  requirePack: (pack: MessagePack) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Wanted {
  locale: Locale;
  packs: readonly MessagePack[];
  /** Bumped by a retry after a failed download. */
  attempt: number;
}

interface Shown {
  locale: Locale;
  packs: readonly MessagePack[];
  messages: Messages;
}

/**
 * The reader's language and its texts, downloaded on demand (loadMessages.ts): nothing renders until
 * the first language's texts are in; a newly chosen language replaces the old one on screen only once
 * its texts have loaded (no flash of message ids).
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [wanted, setWanted] = useState<Wanted>(() => ({ locale: initialLocale ?? readInitialLocale(), packs: [], attempt: 0 }));
  const [shown, setShown] = useState<Shown | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadMessages(wanted.locale, wanted.packs).then(
      (messages) => {
        // A transition: the first screen (everything under the texts) renders in slices that let the
        // browser answer a tap between them, rather than in one long task.
        if (live) startTransition(() => setShown({ locale: wanted.locale, packs: wanted.packs, messages }));
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const follow = useCallback((next: Locale) => setWanted((w) => (w.locale === next ? w : { ...w, locale: next })), []);

  const setLocale = useCallback(
    (next: Locale) => {
      saveLocale(next);
      follow(next);
    },
    [follow],
  );

  const requirePack = useCallback(
    (pack: MessagePack) => setWanted((w) => (w.packs.includes(pack) ? w : { ...w, packs: [...w.packs, pack] })),
    [],
  );

  // An error code of the screens beyond the first, met on a first screen: its text is in that pack.
  useEffect(() => {
    setUnloadedErrorCodeListener(() => requirePack('screens'));
    return () => setUnloadedErrorCodeListener(null);
  }, [requirePack]);

  const locale = shown?.locale ?? wanted.locale;

  useEffect(() => {
    document.documentElement.lang = LOCALE_HTML_LANG[locale];
  }, [locale]);

  // `lang` is read at start; follow it also when another tab changes it, or when it was changed
  // behind the app's back and the user then moves to another page.
  useEffect(() => {
    const onChange = () => {
      const saved = readSavedLocale();
      if (saved) follow(saved);
    };
    window.addEventListener('storage', onChange);
    window.addEventListener('hashchange', onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener('hashchange', onChange);
    };
  }, [follow]);

  const packs = shown?.packs;
  const value = useMemo(() => ({ locale, setLocale, packs: packs ?? [], requirePack }), [locale, setLocale, packs, requirePack]);

  if (!shown) {
    if (!failed) return null;
    return (
      <div className="page-state">
        <ShellGone />
        <button
          type="button"
          className="page-state__error"
          data-testid="texts-failed"
          lang={LOCALE_HTML_LANG[wanted.locale]}
          onClick={() => setWanted((w) => ({ ...w, attempt: w.attempt + 1 }))}
        >
          <span className="page-state__text">{TEXTS_FAILED[wanted.locale]}</span>
        </button>
      </div>
    );
  }

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={LOCALE_HTML_LANG[shown.locale]}
        defaultLocale={DEFAULT_LOCALE}
        messages={shown.messages}
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

/** Loads an extra pack of texts (in the reader's language, and again on a switch); true once on screen. */
export function useMessagePack(pack: MessagePack): boolean {
  const { packs, requirePack } = useLocale();
  const ready = pack === 'app' || packs.includes(pack);
  useEffect(() => {
    if (!ready) requirePack(pack);
  }, [ready, pack, requirePack]);
  return ready;
}

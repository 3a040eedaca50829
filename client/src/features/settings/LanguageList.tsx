import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../i18n/I18nProvider';
import { LOCALE_HTML_LANG, LOCALE_NATIVE_NAMES, LOCALES } from '../../i18n/locales';
import { useNav } from '../../navigation/useNav';
import { List, ListItem } from '../../ui/List';
import { UpDownColours } from './UpDownColours';

/**
 * The five languages, each named in its own script; the choice is saved in localStorage `lang`, then we go
 * back. Under them, the colours of rises and falls.
 */
export function LanguageList() {
  const { locale, setLocale } = useLocale();
  const nav = useNav();
  return (
    <>
      <p className="page-intro">
        <FormattedMessage id="language.intro" />
      </p>
      <List>
        {LOCALES.map((code) => (
          <ListItem
            key={code}
            title={<span lang={LOCALE_HTML_LANG[code]}>{LOCALE_NATIVE_NAMES[code]}</span>}
            selected={code === locale}
            testId={`lang-${code}`}
            onClick={() => {
              setLocale(code);
              // Back where the user came from (Mine, when the page was opened directly), now in that language.
              nav.back();
            }}
          />
        ))}
      </List>
      <UpDownColours />
    </>
  );
}

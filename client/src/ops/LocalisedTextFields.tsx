import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { TextInput } from '../ui/Field';

/** A text ops write for users, one version per language (English required, the others optional). */
export type LocalisedDraft = Record<Locale, string>;

export const EMPTY_TEXTS: LocalisedDraft = { en: '', fr: '', es: '', 'zh-Hans': '', 'zh-Hant': '' };

/** The API's LocalisedTextInput: blank languages sent as null (they fall back to English). */
export function toTextInput(d: LocalisedDraft) {
  const v = (s: string) => (s.trim() ? s.trim() : null);
  return { en: v(d.en), fr: v(d.fr), es: v(d.es), zhHans: v(d['zh-Hans']), zhHant: v(d['zh-Hant']) };
}

/** A draft from the API's LocalisedTextValues (editing what was written). */
export function fromTextValues(v: {
  en: string;
  fr?: string | null;
  es?: string | null;
  zhHans?: string | null;
  zhHant?: string | null;
}): LocalisedDraft {
  return { en: v.en, fr: v.fr ?? '', es: v.es ?? '', 'zh-Hans': v.zhHans ?? '', 'zh-Hant': v.zhHant ?? '' };
}

/**
 * One field per language under one label: English first and marked required, then French, Spanish and
 * the two Chinese scripts, each named in its own script and typed in with its own `lang`.
 */
export function LocalisedTextFields({
  label,
  value,
  onChange,
  testId,
  multiLine = false,
  maxLength,
  note,
}: {
  label: ReactNode;
  value: LocalisedDraft;
  onChange: (value: LocalisedDraft) => void;
  testId: string;
  multiLine?: boolean;
  maxLength?: number;
  /** What an empty language means here, when not the users' fallback to English (the default note). */
  note?: ReactNode;
}) {
  return (
    <fieldset className="ops-texts" data-testid={testId}>
      <legend className="ops-texts__legend">{label}</legend>
      {LOCALES.map((l) => {
        const id = `${testId}-${l}`;
        const set = (text: string) => onChange({ ...value, [l]: text });
        return (
          <div key={l} className="ops-texts__row">
            <label className="ops-texts__lang" htmlFor={id}>
              {LOCALE_NATIVE_NAMES[l]}
              {l === 'en' && (
                <span className="ops-texts__required">
                  {' '}
                  <FormattedMessage id="ops.text.required" />
                </span>
              )}
            </label>
            {multiLine ? (
              <textarea
                id={id}
                className="ops-texts__area"
                lang={l}
                value={value[l]}
                maxLength={maxLength}
                onChange={(e) => set(e.target.value)}
                data-testid={id}
              />
            ) : (
              <div className="input-box">
                <TextInput id={id} lang={l} value={value[l]} onChange={set} testId={id} />
              </div>
            )}
          </div>
        );
      })}
      <p className="ops-texts__note">{note ?? <FormattedMessage id="ops.text.fallbackNote" />}</p>
    </fieldset>
  );
}

/** The languages a text was translated into, besides English, named in their own script ("—" for none). */
export function translatedInto(v: { fr?: string | null; es?: string | null; zhHans?: string | null; zhHant?: string | null }): string {
  const names = [
    v.fr && LOCALE_NATIVE_NAMES.fr,
    v.es && LOCALE_NATIVE_NAMES.es,
    v.zhHans && LOCALE_NATIVE_NAMES['zh-Hans'],
    v.zhHant && LOCALE_NATIVE_NAMES['zh-Hant'],
  ].filter(Boolean);
  return names.length ? names.join(', ') : '—';
}

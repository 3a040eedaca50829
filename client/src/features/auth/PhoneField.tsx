import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_MAX_LENGTH, STORAGE_KEY_PHONE_COUNTRY } from '../../constants';
import { FieldRow } from '../../ui/Field';
import { COUNTRIES, countryValue, DEFAULT_COUNTRY, findCountry } from './phone';

/** The country last used to sign in or register (a convenience, not a secret). */
export function readSavedCountry(): string {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY_PHONE_COUNTRY);
    return saved && COUNTRIES.some((c) => countryValue(c) === saved) ? saved : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

export function saveCountry(value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY_PHONE_COUNTRY, value);
  } catch {
    // ignore
  }
}

function useRegionNames(): (iso: string) => string {
  const intl = useIntl();
  return useMemo(() => {
    try {
      const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
      return (iso: string) => names.of(iso) ?? iso;
    } catch {
      return (iso: string) => iso;
    }
  }, [intl.locale]);
}

/** Country dial-code selector (values like `+34`) + national number input. */
export function PhoneField({
  country: countryCode,
  onCountryChange,
  phone,
  onPhoneChange,
  countryTestId,
  phoneTestId,
  autoFocus,
}: {
  country: string;
  onCountryChange: (value: string) => void;
  phone: string;
  onPhoneChange: (value: string) => void;
  countryTestId: string;
  phoneTestId: string;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const regionName = useRegionNames();
  const country = findCountry(countryCode);

  return (
    <FieldRow label={intl.formatMessage({ id: 'field.phone' })} htmlFor={inputId}>
      <div className="input-box input-box--phone">
        <label className="country-select">
          <span className="country-select__display" aria-hidden="true">
            <span className="country-select__iso">{country.iso}</span>
            <span className="country-select__dial">+{country.dial}</span>
            <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
              <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </span>
          <select
            className="country-select__native"
            value={countryValue(country)}
            onChange={(event) => onCountryChange(event.target.value)}
            data-testid={countryTestId}
            aria-label={intl.formatMessage({ id: 'field.country' })}
          >
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={countryValue(c)}>
                {`${regionName(c.iso)} +${c.dial}`}
              </option>
            ))}
          </select>
        </label>
        <input
          id={inputId}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={TEXT_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'field.phonePlaceholder' })}
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          data-testid={phoneTestId}
          // biome-ignore lint/a11y/noAutofocus: the first field of a sign-in form
          autoFocus={autoFocus}
        />
      </div>
    </FieldRow>
  );
}
